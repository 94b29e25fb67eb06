import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'An indeterminate loading indicator.',
  use: ['A short wait in a small place.'],
  avoid: ['Inside a button: use Button `loading`.', 'A page loading: Skeleton.'],
  do: ['`decorative` when the parent already announces the busy state.'],
  dont: ['Two announced spinners for one wait.'],
  states: ['Sizes', 'Decorative'],
  keyboard: [],
  accessibility: ['`role="status"` named 加载中 unless decorative.'],
}
