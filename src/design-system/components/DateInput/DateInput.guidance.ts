import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: "A date typed in the console's locale (`2026-11-27`, `11/27/2026`); its value is the API's `YYYY-MM-DD`.",
  use: ['Filter bars: start and end dates of a records or collectibles search.'],
  avoid: [
    '`<Input type="date">`: Chromium writes it in the browser\'s language, not the console\'s.',
    'Showing a moment: DateTime.',
  ],
  do: [
    "Check the value with `isApiDate` before sending; show the form's error in its FormField, naming the format as each catalogue writes it (`请输入有效日期，格式为 YYYY-MM-DD`, `MM/DD/YYYY` in English).",
  ],
  dont: ['Send the text as shown: send the value, always `YYYY-MM-DD`.'],
  states: ['Empty with the format as placeholder', 'Filled', 'Typed loosely', 'Invalid', 'English', 'Chinese'],
  keyboard: [
    ['Tab', 'Focuses it; leaving writes a loosely typed date in the locale form'],
    ['↑ / ↓', 'The next or previous day (today when empty)'],
    ['Backspace / Delete', 'Clears it (the value is then empty)'],
  ],
  accessibility: ["The format is its placeholder, read with the empty field; the form's error names it again."],
}
