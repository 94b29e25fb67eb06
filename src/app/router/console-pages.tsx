import type { ComponentType } from 'react'
import type { MenuLabelKey } from './route-table'
import { NotBuiltPage } from '../pages/NotBuiltPage'
import { CollectionDealPage, CollectionDetailsPage, HomePage, PersonalCenterPage, TouristSearchPage } from './pages'

/**
 * The screen of each console route. Routes whose screens later issues build (721/1155 lists, billing,
 * account management, statistics) show an honest "not built yet" page, still behind their role check.
 */
const builtPages: Partial<Record<MenuLabelKey, ComponentType>> = {
  home: HomePage,
  collectionSearch: TouristSearchPage,
  collectionDetails: CollectionDetailsPage,
  collectionDeal: CollectionDealPage,
  personalCenter: PersonalCenterPage,
}

export function consolePageFor(labelKey: MenuLabelKey): ComponentType {
  return builtPages[labelKey] ?? NotBuiltPage
}
