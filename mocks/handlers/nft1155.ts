import { BusinessType } from '@/api/primitives'
import { endpoints } from '@/api/endpoints'
import { managedCollectibleRoutes } from './managed-collectibles'

export const nft1155Routes = managedCollectibleRoutes(BusinessType.MultiCopy, {
  list: endpoints.getNft1155List,
  detail: endpoints.getDetailNft1155,
  history: endpoints.getTransferNft1155,
  approved: endpoints.approved1155,
})
