import { BusinessType } from '@/api/primitives'
import { CollectibleListScreen } from './CollectibleListScreen'

export default function Platform1155ListPage() {
  return <CollectibleListScreen businessType={BusinessType.MultiCopy} side="platform" />
}
