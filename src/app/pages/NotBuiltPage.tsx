import { useLocation } from 'react-router'
import { Card, Empty, useDesignSystemStrings } from '@/design-system'
import { useI18n } from '@/lib/i18n'
import { useRouteRegistry } from '../router/registry-context'

/**
 * The screen of a route whose page a later issue builds: says so plainly instead of showing a fake screen.
 * It is reached only through the route's role check, like the real page will be.
 */
export function NotBuiltPage() {
  const { messages } = useI18n()
  const route = useRouteRegistry().find(useLocation().pathname)
  const { labelSuffix } = useDesignSystemStrings()
  const pageName = route ? messages.menu[route.label] : messages.layout.notBuiltTitle
  return (
    <Card title={pageName} headingLevel={2}>
      <Empty description={`${messages.layout.notBuiltTitle}${labelSuffix}${messages.layout.notBuiltHint}`} />
    </Card>
  )
}
