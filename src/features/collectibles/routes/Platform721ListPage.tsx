import { BusinessType } from '@/api/primitives'
import { CollectibleListScreen } from './CollectibleListScreen'

export default function Platform721ListPage() {
  return <CollectibleListScreen businessType={BusinessType.SingleCopy} side="platform" />
}
