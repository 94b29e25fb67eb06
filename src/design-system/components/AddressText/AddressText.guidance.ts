import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A chain account, key or hash too long for its column, shortened in the middle.',
  use: [
    'Public keys, transaction ids and long account names in tables and detail pages.',
    'Wherever the full value must stay copyable.',
  ],
  avoid: [
    'A chain account name that needs no copy button (a description, a table of balances): AccountName, the same mono text without the copy and shortening code.',
    'Secrets (private keys, passphrases): they are never shown at all.',
  ],
  do: [
    '`<AddressText value={trxId} copyable />` in a deal column: the full id is the title, what is read aloud and what is copied.',
  ],
  dont: [
    'Cut an id with CSS `text-overflow`: the hidden end is lost to copy and to screen readers.',
    'Shorten it yourself with `slice()` before passing it in.',
  ],
  states: [
    'Short value shown whole',
    'Long value shortened (`abcd…wxyz`)',
    'With copy button',
    'Empty value (fallback)',
  ],
  keyboard: [['Tab', 'Reaches the copy button, when there is one']],
  accessibility: [
    'Screen readers read the full value (hidden text), never the ellipsis.',
    'The copy button says 复制成功 in a live region.',
  ],
}
