import { useQuery } from '@tanstack/react-query'
import { endpoints } from '@/api/endpoints'
import { callApi } from '@/lib/api-client'
import { encryptForServer } from '@/lib/server-payload'

export const personalInformationKey = ['personal-center', 'information'] as const

export function usePersonalInformation() {
  return useQuery({ queryKey: personalInformationKey, queryFn: () => callApi(endpoints.personalInformation, {}) })
}

/** The user's latest chain account application (a key reset needs an approved one). */
export function useLatestApplication() {
  return useQuery({
    queryKey: ['personal-center', 'application'],
    queryFn: () => callApi(endpoints.getApprovalNow, {}),
  })
}

/** `POST /v1/system/changePassword` with the encrypted old and new login passwords. */
export async function changeLoginPassword(oldPassword: string, newPassword: string): Promise<void> {
  await callApi(
    endpoints.changePassword,
    await encryptForServer({ old_password: oldPassword, new_password: newPassword }),
  )
}
