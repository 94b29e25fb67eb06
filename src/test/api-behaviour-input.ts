import { describe, expect, it } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { zhCNValidationMessages } from '@/api/messages'
import { client, failure, rawPost, uniqueName, type BehaviourBackend } from './api-behaviour/client'

/**
 * The input rules, shared by the mock and the server like the rest of `api-behaviour.ts`: control characters
 * in any text, and names that only look different (case, compatibility forms, other scripts, invisible marks).
 */
export function describeInputBehaviour(
  name: string,
  backend: () => Omit<BehaviourBackend, 'recordAccountCreation'>,
): void {
  describe(`API input rules: ${name}`, () => {
    it('a control character in any text, or a date that does not exist, is a 400, from the client and sent raw', async () => {
      const settings = backend()
      const operator = client(settings)
      expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
      const raw = await failure(
        rawPost(operator, `${settings.apiBase}/v1/system/applyAccount`, {
          account: uniqueName('cc'),
          type: 1,
          public_key: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
          chain_info_id: '1',
          bussiness_name: '测试',
          remark: 'line\u0000break',
        }),
      )
      expect(raw).toMatchObject({ code: 400, message: `remark: ${zhCNValidationMessages.controlCharacter}` })
      const query = await fetch(`${settings.apiBase}/v1/permission/getNeedApproved?account=a%00b`, {
        headers: { Authorization: operator.token ?? '' },
      })
      expect(query.status).toBe(400)
      // The console's own client refuses it before sending.
      // A date that does not exist, or lies past the bounds, is no filter: a 400.
      for (const start_time of ['9999-99-99', '2026-02-30', '9999-12-31']) {
        const dated = await fetch(`${settings.apiBase}/v1/nft721/getNft721List?start_time=${start_time}`, {
          headers: { Authorization: operator.token ?? '' },
        })
        expect(dated.status).toBe(400)
      }
      const sent = await failure(operator.api.callApi(endpoints.accountList, { account: 'a\u001bb' }))
      expect(sent.message).toContain(zhCNValidationMessages.controlCharacter)
    })

    it('names are stored in NFKC and unique as read: case, width and look-alike letters collide', async () => {
      const visitor = client(backend())
      const { registerCode } = backend()
      const register = async (userName: string) =>
        visitor.api.callApi(
          endpoints.register,
          await visitor.sealed({ name: userName, password: 'Behave#2026', phone: '13712345678', code: registerCode }),
        )
      const base = uniqueName('look_')
      expect((await register(` ${base} `)).user_name).toBe(base)
      const taken = { code: 409, message: '该账户名已被注册' }
      expect(await failure(register(base.toUpperCase()))).toMatchObject(taken)
      // Full-width letters are the same letters once normalised.
      const fullWidth = Array.from(base, (letter) =>
        /[a-z]/.test(letter) ? String.fromCodePoint((letter.codePointAt(0) ?? 0) + 0xfee0) : letter,
      ).join('')
      expect(await failure(register(fullWidth))).toMatchObject(taken)
      // A whole name in Cyrillic letters that look Latin: the same name to a reader.
      const latin = `poc${uniqueName('').replace(/[^aceopxy]/g, 'o')}`
      const cyrillic = Array.from(latin, (letter) => 'асеорху'['aceopxy'.indexOf(letter)] ?? letter).join('')
      expect((await register(latin)).user_name).toBe(latin)
      expect(await failure(register(cyrillic))).toMatchObject(taken)

      const refused = async (userName: string, message: string) => {
        const answer = await failure(register(userName))
        expect(answer.code).toBe(400)
        expect(answer.message).toContain(message)
      }
      await refused(`${base}_оp`, zhCNValidationMessages.nameMixedScripts)
      await refused(`${base}\u202Eop`, zhCNValidationMessages.nameCharacters)
      await refused(`${base}\u200Bop`, zhCNValidationMessages.nameCharacters)
      await refused(`${base}\top`, zhCNValidationMessages.nameCharacters)
      await refused(`${base}\nop`, zhCNValidationMessages.nameCharacters)
      await refused(`${base}\u0085op`, zhCNValidationMessages.controlCharacter)
      // Latin with Chinese is how names are written here: accepted.
      expect((await register(`${uniqueName('星河')}NFT`)).user_name).toMatch(/^星河/)
    })
  })
}
