import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: "A moment in local time as the locale writes it: `YYYY-MM-DD HH:mm:ss` in Chinese, Intl's en-US in English.",
  use: ['Every date and time the console shows: creation time, deal time.'],
  avoid: ['Date inputs: DateInput.'],
  do: ['`<DateTime value={row.createdAt} />`: machines read the ISO value from `<time dateTime>`.'],
  dont: ['Format dates in a page with `toLocaleString()`: formats would differ between screens.'],
  states: ['A moment', 'Empty value (`fallback`)'],
  keyboard: [],
  accessibility: ['A `<time>` element with a machine-readable `dateTime`.'],
}
