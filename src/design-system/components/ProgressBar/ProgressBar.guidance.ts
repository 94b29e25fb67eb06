import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A progress bar, determinate or not.',
  use: ['A long job with known progress: a CSV batch, an export.'],
  avoid: ['A short wait: Spinner or Button `loading`.'],
  do: ['`label` that names the job ("导出进度").'],
  dont: ['Animate a fake percentage.'],
  states: ['Determinate with value', 'Indeterminate', 'Tones'],
  keyboard: [],
  accessibility: ['`role="progressbar"` with `aria-valuenow`, named by `label`.'],
}
