import { DesignSystemProvider } from '@/design-system'
import { I18nProvider, useI18n } from '@/lib/i18n'

function Shell() {
  const { locale, messages } = useI18n()
  return (
    <DesignSystemProvider locale={locale}>
      <main>
        <h1>{messages.app.title}</h1>
      </main>
    </DesignSystemProvider>
  )
}

export function App() {
  return (
    <I18nProvider>
      <Shell />
    </I18nProvider>
  )
}
