import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A hint shown on hover and keyboard focus.',
  use: ['Extra detail about a control or truncated text.'],
  avoid: [
    'Information needed to complete a task: put it on the page.',
    'Naming an icon-only button: `aria-label` does that.',
  ],
  do: ['A short phrase; the trigger focusable.'],
  dont: ['Put links or buttons inside a tooltip.'],
  states: ['Hover', 'Focus', 'Sides'],
  keyboard: [
    ['Tab', 'Focusing the trigger shows it'],
    ['Escape', 'Hides it'],
  ],
  accessibility: ['Radix Tooltip: the trigger is described by the tooltip.'],
}
