import { useQuery } from '@tanstack/react-query'
import { endpoints } from '@/api/endpoints'
import { callApi } from '@/lib/api-client'

/**
 * The login captcha (`GET /v1/system/getCode`), fetched only once the server asked for one. Single-use:
 * `refetch()` after every attempt and on a click on the image.
 */
export function useLoginCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'login-captcha'],
    queryFn: () => callApi(endpoints.getCode, {}),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  })
}
