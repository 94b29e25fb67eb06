import { useQuery } from '@tanstack/react-query'
import { systemEndpoints } from '@/api/endpoint-groups/system'
import { callApi } from '@/lib/api-client'
import { encryptForServer } from '@/lib/server-payload'

export const personalInformationKey = ['personal-center', 'information'] as const

export function usePersonalInformation() {
  return useQuery({ queryKey: personalInformationKey, queryFn: () => callApi(systemEndpoints.personalInformation, {}) })
}

/** The user's latest chain account application (a key reset needs an approved one). */
export function useLatestApplication() {
  return useQuery({
    queryKey: ['personal-center', 'application'],
    queryFn: () => callApi(systemEndpoints.getApprovalNow, {}),
  })
}

/** `POST /v1/system/changePassword` with the encrypted old and new login passwords. */
export async function changeLoginPassword(oldPassword: string, newPassword: string): Promise<void> {
  await callApi(
    systemEndpoints.changePassword,
    await encryptForServer({ old_password: oldPassword, new_password: newPassword }),
  )
}
