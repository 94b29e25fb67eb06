import { BusinessType } from '@/api/primitives'
import { endpoints } from '@/api/endpoints'
import { managedCollectibleRoutes } from './managed-collectibles'

export const nft721Routes = managedCollectibleRoutes(BusinessType.SingleCopy, {
  list: endpoints.getNft721List,
  detail: endpoints.getDetailNft721,
  history: endpoints.getTransferNft721,
  approved: endpoints.approved721,
})
