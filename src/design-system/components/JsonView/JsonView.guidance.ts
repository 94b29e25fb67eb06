import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'JSON pretty-printed with folding.',
  use: ['Chain actions, raw payloads, contract tables for people who read them.'],
  avoid: ['Information a user needs day to day: show it as Descriptions with labels.'],
  do: ['`collapseDepth={1}` for big actions, `maxHeight` so it scrolls inside the page.'],
  dont: ['Show secrets in it (keys, passphrases).'],
  states: ['Expanded', 'Folded', 'Invalid JSON (shown as written)', 'Long (scrolls)'],
  keyboard: [
    ['Tab', 'Moves between carets and the copy button'],
    ['Enter / Space', 'Toggles a node'],
    ['ArrowRight / ArrowLeft', 'Open / close a node'],
  ],
  accessibility: ['Each caret is a button with `aria-expanded`.', 'Copy copies the raw text.'],
}
