import { createContext } from 'react'

/** Closes the dialog around it: given by the loaded dialog to `DialogClose`. */
export const DialogCloseContext = createContext<(() => void) | null>(null)
