import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: "A date typed in the console's locale (`2026-11-27`, `11/27/2026`); its value is the API's `YYYY-MM-DD`.",
  use: ['Filter bars: start and end dates of a records or collectibles search.'],
  avoid: [
    '`<Input type="date">`: Chromium writes it in the browser\'s language, not the console\'s.',
    'Showing a moment: DateTime.',
  ],
  do: [
    "Check the value with `isApiDate` before sending; show the form's error (with `datePattern`) in its FormField.",
    'In a test or story that types loosely (`1/5/2026`) or steps with the arrows, await `preloadDateInput()` first: that code loads with the first hover or focus.',
  ],
  dont: ['Send the text as shown: send the value, always `YYYY-MM-DD`.'],
  states: ['Empty with the format as placeholder', 'Filled', 'Invalid', 'English'],
  keyboard: [
    ['Tab', 'Focuses it'],
    ['↑ / ↓', 'The next or previous day (today when empty)'],
  ],
  accessibility: ["The format is its placeholder, read with the empty field; the form's error names it again."],
}
