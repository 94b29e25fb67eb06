import { Suspense, type ReactNode } from 'react'
import { Outlet } from 'react-router'
import { TopBar } from '@/design-system'
import { useI18n } from '@/lib/i18n'
import { PageLoading } from './PageLoading'
import { PreferenceControls } from './PreferenceControls'

/** The frame of the screens outside the console (login, register, logout, visitor search, 404). */
export function PublicFrame({ children }: { children?: ReactNode }) {
  const { messages } = useI18n()
  return (
    <>
      <TopBar title={messages.app.title} titleAs="h1" actions={<PreferenceControls />} />
      <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
    </>
  )
}
