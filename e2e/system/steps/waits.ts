/** How long a screen may take to show on a loaded 2-core machine. */
export const screen = { timeout: 30_000 }
/** A chain operation: checks, confirm, sign, include and index on a loaded machine. */
export const chainStep = { timeout: 60_000 }
