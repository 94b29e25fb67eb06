import { authEndpoints } from '@/api/endpoint-groups/auth'
import type { RegisterForm } from '@/api/register-form'
import { callApi } from '@/lib/api-client'
import { readCryptoConfig } from '@/lib/crypto/config'
import { encryptForServer } from '@/lib/server-payload'

/** `POST /v1/system/register` with the encrypted payload: name, password, phone and the fixed register code. */
export async function registerAccount(form: RegisterForm): Promise<void> {
  await callApi(authEndpoints.register, await encryptForServer({ ...form, code: readCryptoConfig().registerCode }))
}
