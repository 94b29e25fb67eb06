/** How long a screen may take to show on a loaded 2-core machine. */
export const screen = { timeout: 30_000 }
/** A chain operation: checks, confirm, sign, include and index on a loaded machine. */
export const chainStep = { timeout: 60_000 }
/**
 * A page's first load on the development console, whose modules Vite transforms when first asked for: at load 20
 * the visitor's search page took over 30 s after a restart.
 */
export const firstLoad = { timeout: 120_000 }
