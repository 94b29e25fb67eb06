import { BusinessType } from '@/api/primitives'
import { CollectibleListScreen } from './CollectibleListScreen'

export default function Operator721ListPage() {
  return <CollectibleListScreen businessType={BusinessType.SingleCopy} side="operator" />
}
