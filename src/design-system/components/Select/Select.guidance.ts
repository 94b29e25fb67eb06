import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: "A single-choice dropdown on the browser's own select.",
  use: ['Choosing one of a known list: business type, status, role.'],
  avoid: ['Two or three options always visible: radio-like buttons or Tabs.', 'Actions: DropdownMenu.'],
  do: ['Options from the catalogue; a placeholder such as 请选择 with an empty value for "any".'],
  dont: ['Show raw codes as option labels.'],
  states: ['Placeholder', 'Chosen', 'Invalid', 'Disabled', 'Sizes'],
  keyboard: [
    ['Tab', 'Focuses it'],
    ['ArrowUp / ArrowDown', 'Change the choice'],
    ['Space / Alt+ArrowDown', 'Open the list'],
  ],
  accessibility: [
    "The browser's select: screen readers and phones handle it natively; the dark theme sets `color-scheme` so its list is readable.",
  ],
}
