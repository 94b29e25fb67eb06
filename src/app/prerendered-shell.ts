/**
 * The public pages arrive with a static snapshot of their first paint (`#prerender`, made at build time by
 * scripts/prerender.ts) and a hidden `#root`. The console renders into the hidden root; once it shows the
 * real page (the snapshot's `data-ready` element, not a loading state), or went elsewhere (a redirect), the
 * snapshot and its styles go and the root shows, in one frame: no blank, no flash of a loading skeleton.
 * Says whether there was a snapshot to take over.
 */
export function takeOverPrerenderedShell(container: HTMLElement, limitMs = 10_000): boolean {
  const shell = document.getElementById('prerender')
  if (!shell) {
    container.hidden = false
    return false
  }
  const ready = shell.dataset.ready ?? '*'
  const route = shell.dataset.route ?? location.pathname
  const observer = new MutationObserver(() => {
    if (container.querySelector(ready) || location.pathname !== route) reveal()
  })
  function reveal() {
    observer.disconnect()
    clearTimeout(timer)
    shell?.remove()
    document.querySelector('style[data-prerender]')?.remove()
    container.hidden = false
  }
  observer.observe(container, { childList: true, subtree: true })
  // Whatever happens (a render error page, a slow chunk), the live page shows in the end.
  const timer = setTimeout(reveal, limitMs)
  return true
}
