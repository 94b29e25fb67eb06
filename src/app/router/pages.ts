import { lazy } from 'react'

/**
 * Every routed screen, loaded on first visit. The visitor and login screens load no chain code: eosjs is
 * imported only inside chain actions (`await import('@/lib/chain')`).
 */
export const LoginPage = lazy(() => import('@/features/auth/routes/LoginPage'))
export const RegisterPage = lazy(() => import('@/features/auth/routes/RegisterPage'))
export const LogoutPage = lazy(() => import('@/features/auth/routes/LogoutPage'))
export const HomePage = lazy(() => import('@/features/home/routes/HomePage'))
export const PersonalCenterPage = lazy(() => import('@/features/personal-center/routes/PersonalCenterPage'))
export const TouristSearchPage = lazy(() => import('@/features/collection-search/routes/TouristSearchPage'))
export const CollectionDetailsPage = lazy(() => import('@/features/collection-search/routes/CollectionDetailsPage'))
export const CollectionDealPage = lazy(() => import('@/features/collection-search/routes/CollectionDealPage'))
