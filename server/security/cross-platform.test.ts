import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointList, type AnyEndpoint, type EndpointId } from '@/api/endpoints'
import { callEndpoint } from '../test/call-endpoint'
import { call, login, startTestServer, type TestServer } from '../test/harness'
import { sampleInputs } from '../test/samples'
import { parties, PUBLIC_KEY, seed, type Seeded } from '../test/seed'

/**
 * Nothing of another platform may be read: two platforms (alpha, beta) with a user each. Beta's platform and
 * beta's user call every endpoint that reads (with the sample inputs, and with every filter the endpoint
 * takes aimed at alpha); no answer may hold alpha's login names, chain accounts or business name. The
 * operator, who sees everything, gets them: the markers are there to be found.
 */
const ALPHA_MARKERS = [
  parties.platformAlpha.user_name,
  parties.userAlpha.user_name,
  parties.platformAlpha.account,
  parties.userAlpha.account,
  '星河数藏',
]

/** Endpoints that change something (their refusals are the role matrix's and the routes' tests). */
const WRITES = new Set<EndpointId>([
  'login',
  'register',
  'logout',
  'changePassword',
  'resetPassword',
  'sendResetCode',
  'changeUserNft',
  'applyAccount',
  'resetForgetPassword',
  'reviewApplication',
  'setPassphrase',
  'changePassphrase',
  'verifyPassphrase',
  'auditRecord',
  'opertorRecharge',
  'opertorSelfRecharge',
  'recharge',
])

/** Filter values aimed at alpha, by input field name. */
const AIMED_AT_ALPHA: Record<string, string> = {
  account: parties.userAlpha.account,
  parameter: 'alpha',
  owner: parties.userAlpha.account,
  platform: parties.platformAlpha.account,
  to: parties.userAlpha.account,
  nft_id: '1001',
  nft_id_exact: '1001',
}

let server: TestServer
let seeded: Seeded
const tokens = {} as Record<'platformBeta' | 'userBeta' | 'operator', string>

/** Alpha's rows in the tables seed() leaves empty: applications and audit rows, one of them about beta. */
async function seedAlphaActivity(): Promise<void> {
  const db = server.app.context.db
  await db
    .insertInto('applications')
    .values({
      apply_type: 'create_account',
      user_id: seeded.userIds.userAlpha,
      account: 'alphaapplic1',
      type: 1,
      public_key: PUBLIC_KEY,
      chain_info_id: '1',
      bussiness_name: '星河数藏',
      remark: '',
      state: 'pending',
      reason: '',
    })
    .execute()
  await db
    .insertInto('audit_log')
    .values([
      {
        user_id: seeded.userIds.userAlpha,
        actor_account: parties.userAlpha.account,
        account: parties.userAlpha.account,
        operation: 'freeze_account',
        tx_id: null,
        create_time: new Date(),
      },
      // A row by alpha's platform about a beta account: it would show alpha's login name to beta.
      {
        user_id: seeded.userIds.platformAlpha,
        actor_account: parties.platformAlpha.account,
        account: parties.userBeta.account,
        operation: 'create_account',
        tx_id: null,
        create_time: new Date(),
      },
    ])
    .execute()
}

beforeAll(async () => {
  server = await startTestServer()
  seeded = await seed(server.app.context.db)
  await seedAlphaActivity()
  tokens.platformBeta = await login(server, parties.platformBeta.user_name, parties.platformBeta.password)
  tokens.userBeta = await login(server, parties.userBeta.user_name, parties.userBeta.password)
  tokens.operator = await login(server, parties.operator.user_name, parties.operator.password)
})
afterAll(() => server.close())

function fieldsOf(endpoint: AnyEndpoint): string[] {
  const shape = (endpoint.request as unknown as { shape?: Record<string, unknown> }).shape
  return shape ? Object.keys(shape) : []
}

/** The sample input, then one input per filter the endpoint takes, aimed at alpha. */
function inputsFor(endpoint: AnyEndpoint): Record<string, unknown>[] {
  const sample = sampleInputs(seeded)[endpoint.id as EndpointId]
  const aimed = fieldsOf(endpoint)
    .filter((field) => field in AIMED_AT_ALPHA)
    .map((field) => ({ ...sample, [field]: AIMED_AT_ALPHA[field] }))
  const variants = [sample, ...aimed]
  // Both kinds of getAccount: '1' platforms, '2' users.
  if (endpoint.id === 'getAccount') variants.push(...variants.map((input) => ({ ...input, type: '2' })))
  return variants
}

const reads = endpointList.filter(
  (endpoint) => !WRITES.has(endpoint.id as EndpointId) && !('public' in endpoint && endpoint.public),
)

async function answersOf(token: string): Promise<{ id: string; input: unknown; text: string }[]> {
  const answers = []
  for (const endpoint of reads) {
    for (const input of inputsFor(endpoint)) {
      const result = await callEndpoint(server, endpoint, input, token)
      expect(result.status, `${endpoint.id} ${JSON.stringify(input)}`).toBeLessThan(500)
      answers.push({ id: endpoint.id, input, text: JSON.stringify(result.body) })
    }
  }
  return answers
}

describe('platforms do not see each other', () => {
  it.each([
    ['beta’s platform', 'platformBeta'],
    ['beta’s user', 'userBeta'],
  ] as const)('%s reads nothing of alpha, through any endpoint', async (_who, caller) => {
    const leaks = (await answersOf(tokens[caller])).flatMap(({ id, input, text }) =>
      ALPHA_MARKERS.filter((marker) => text.includes(marker)).map(
        (marker) => `${id} ${JSON.stringify(input)} shows ${marker}`,
      ),
    )
    expect(leaks).toEqual([])
  })

  it('the operator does see alpha (the markers are findable)', async () => {
    const texts = (await answersOf(tokens.operator)).map((answer) => answer.text).join('\n')
    for (const marker of ALPHA_MARKERS) expect(texts).toContain(marker)
  })

  it('public endpoints show no login name', async () => {
    const publicReads = endpointList.filter(
      (endpoint) => 'public' in endpoint && endpoint.public && !WRITES.has(endpoint.id as EndpointId),
    )
    for (const endpoint of publicReads) {
      for (const input of inputsFor(endpoint)) {
        const text = JSON.stringify((await callEndpoint(server, endpoint, input, null)).body)
        for (const name of [parties.platformAlpha.user_name, parties.userAlpha.user_name])
          expect(text, endpoint.id).not.toContain(name)
      }
    }
  })

  it('getAccount?type=1 lists no platform to a platform', async () => {
    const listed = await call<{ user_name: string }[]>(server, 'GET', '/api/v1/fee/getAccount', {
      token: tokens.platformBeta,
      query: { type: '1' },
    })
    expect(listed.body).toMatchObject({ error_code: 0, data: [] })
  })
})
