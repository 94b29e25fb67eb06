import { BusinessType } from '@/api/primitives'
import { CollectibleDetailsScreen } from './CollectibleDetailsScreen'

export default function Operator1155DetailsPage() {
  return <CollectibleDetailsScreen businessType={BusinessType.MultiCopy} side="operator" />
}
