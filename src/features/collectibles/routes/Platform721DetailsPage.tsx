import { BusinessType } from '@/api/primitives'
import { CollectibleDetailsScreen } from './CollectibleDetailsScreen'

export default function Platform721DetailsPage() {
  return <CollectibleDetailsScreen businessType={BusinessType.SingleCopy} side="platform" />
}
