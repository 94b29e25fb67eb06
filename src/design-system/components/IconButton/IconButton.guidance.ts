import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A square button showing only an icon.',
  use: ['Compact, well-known actions: close, refresh, menu.'],
  avoid: ['Any action whose icon is not obvious: use Button with text.'],
  do: ['`<IconButton aria-label="关闭" icon={<CloseGlyph />} />`: the name is required.'],
  dont: ['Rely on a Tooltip alone to name it.'],
  states: ['Variants', 'Sizes', 'Loading', 'Disabled'],
  keyboard: [
    ['Tab', 'Focuses it'],
    ['Enter / Space', 'Presses it'],
  ],
  accessibility: ['`aria-label` is a required prop; the icon is hidden from screen readers.'],
}
