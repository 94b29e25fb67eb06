import { useNavigate } from 'react-router'
import { Result } from '@/design-system'
import { useI18n } from '@/lib/i18n'

/**
 * 403: the route exists but the user's role may not open it (spec §2); or, for the manager's screens, the
 * role may but the current chain account holds no manager rights on the contract.
 */
export function ForbiddenPage({ managerOnly = false }: { managerOnly?: boolean }) {
  const navigate = useNavigate()
  const { messages } = useI18n()
  return (
    <Result
      status={403}
      {...(managerOnly ? { title: messages.layout.managerOnlyTitle, subTitle: messages.layout.managerOnlyHint } : {})}
      onHome={() => navigate('/')}
    />
  )
}
