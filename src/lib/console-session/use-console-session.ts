import { useMemo } from 'react'
import { useSessionItem } from '@/lib/session'
import { sessionFromItems, type ConsoleSessionRead } from './console-session'

/** The saved session, re-read whenever the session items change (login, account switch, logout). */
export function useConsoleSession(): ConsoleSessionRead {
  const token = useSessionItem('token')
  const info = useSessionItem('loginInfo')
  const chain = useSessionItem('chain')
  return useMemo(() => {
    if (token.status === 'corrupted' || info.status === 'corrupted' || chain.status === 'corrupted')
      return { status: 'corrupted' }
    return sessionFromItems(
      token.status === 'ok' ? token.value : null,
      info.status === 'ok' ? info.value : null,
      chain.status === 'ok' ? chain.value : null,
    )
  }, [token, info, chain])
}
