import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'The main region of a page outside the console layout.',
  use: ["The visitor's search, details and deal pages."],
  avoid: ['Inside AppLayout, which already provides the main region.'],
  do: ['Keep the default `maxWidth` so lines stay readable on wide screens.'],
  dont: ['Nest one in another.'],
  states: ['Default', 'Narrow'],
  keyboard: [],
  accessibility: ['It is the main landmark.'],
}
