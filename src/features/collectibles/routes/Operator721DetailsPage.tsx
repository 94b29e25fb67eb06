import { BusinessType } from '@/api/primitives'
import { CollectibleDetailsScreen } from './CollectibleDetailsScreen'

export default function Operator721DetailsPage() {
  return <CollectibleDetailsScreen businessType={BusinessType.SingleCopy} side="operator" />
}
