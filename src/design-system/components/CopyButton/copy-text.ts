/**
 * Copies text to the clipboard. Uses the async Clipboard API where the page may (secure context,
 * permission), else a hidden textarea and `execCommand('copy')`, which still works on plain http.
 * Resolves when copied; rejects when neither way worked.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text)
      return
    } catch {
      // Denied or unavailable (insecure context, no focus): fall through to the legacy way.
    }
  }
  copyWithTextarea(text)
}

function copyWithTextarea(text: string): void {
  const textarea = document.createElement('textarea')
  textarea.value = text
  textarea.setAttribute('readonly', '')
  // Off-screen but still selectable; fixed so the page does not scroll to it.
  textarea.style.position = 'fixed'
  textarea.style.top = '0'
  textarea.style.left = '-9999px'
  textarea.style.opacity = '0'
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null
  document.body.appendChild(textarea)
  textarea.select()
  let copied: boolean
  try {
    // Deprecated, yet the only synchronous fallback browsers still honour.
    copied = document.execCommand('copy')
  } finally {
    textarea.remove()
    previousFocus?.focus()
  }
  if (!copied) throw new Error('copy failed')
}
