import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'Shown where a list or table has nothing to show.',
  use: ['An empty list, or a search that matched nothing.'],
  avoid: ['A failed query: that is an Alert with a retry, not "no data".', 'While loading: use Skeleton.'],
  do: [
    'Say why it is empty and what to do: "没有符合条件的藏品，请修改筛选条件".',
    'Put the way forward (a Button) as its child.',
  ],
  dont: ['Show 暂无数据 for an error.'],
  states: ['Default', 'Compact (inside a table)', 'With action'],
  keyboard: [],
  accessibility: ['The picture is decorative; the description carries the meaning.'],
}
