import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A page with its content centred in a column.',
  use: ['Login, register, logout: screens shown before logging in.'],
  avoid: ['Console pages: AppLayout frames them.'],
  do: ['Put a single Card in it.'],
  dont: ['Put a wide table in it.'],
  states: ['Default', 'Phone width'],
  keyboard: [],
  accessibility: ['It is the main landmark of the page.'],
}
