import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: "A state machine's diagram with the current state highlighted.",
  use: ['The Machines stories: to replay a flow and see where it is.'],
  avoid: ['Product screens.'],
  do: ['Highlight `activeIds` and the `takenEdgeIds` of the last event.'],
  dont: ['Draw more than one machine in one diagram.'],
  states: ['Fitted', 'Zoomed', 'Active state', 'Transition taken'],
  keyboard: [
    ['Arrow keys', 'Pan'],
    ['+ / −', 'Zoom in / out'],
    ['0', 'Fit to the panel again'],
    ['Tab', 'Reaches the zoom and fit buttons'],
  ],
  accessibility: ['Named by `label`; the current state has `aria-current="step"`; the toolbar is a named group.'],
}
