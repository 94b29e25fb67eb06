export { AppLayout, type AppLayoutProps } from './AppLayout'
export { useAppLayoutNav, usePhoneScreen, type AppLayoutNav } from './layout-context'
