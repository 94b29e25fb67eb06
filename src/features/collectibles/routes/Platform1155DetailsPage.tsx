import { BusinessType } from '@/api/primitives'
import { CollectibleDetailsScreen } from './CollectibleDetailsScreen'

export default function Platform1155DetailsPage() {
  return <CollectibleDetailsScreen businessType={BusinessType.MultiCopy} side="platform" />
}
