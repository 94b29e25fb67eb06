import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A coloured dot with the status text.',
  use: ['States in tables and detail pages: 启用, 冻结, 已销毁.'],
  avoid: ['Categories that are not states: Tag.'],
  do: ['The catalogue label as text; the tone follows the meaning (frozen = `frozen`).'],
  dont: ['A dot without text: colour alone says nothing to many users.'],
  states: ['default, success, warning, danger, info, frozen'],
  keyboard: [],
  accessibility: ['The dot is hidden; the text carries the status.'],
}
