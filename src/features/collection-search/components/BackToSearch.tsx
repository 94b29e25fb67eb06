import { Link } from '@/lib/navigation/Link'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '../messages'

/** Back to the search of the area the user is in: /collection-search when logged in, /tourist otherwise. */
export function BackToSearch() {
  const { messages } = useI18n()
  const session = useConsoleSession()
  return (
    <Link to={session.status === 'ok' ? '/collection-search' : '/tourist'}>
      {messages.collectionSearch.backToSearch}
    </Link>
  )
}
