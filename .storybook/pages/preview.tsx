import type { Preview } from '@storybook/react-vite'
import { darkTheme } from '../../src/design-system'
import preview from '../preview'

/** darkTheme.colors.bg as the browser reports a computed colour. */
const darkBackground = (() => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(darkTheme.colors.bg.slice(start, start + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
})()

/**
 * The same decorators, loaders and parameters as every story; this project runs with the dark theme
 * (`initialGlobals` in vite.config.ts), and each story checks that it really rendered dark, so a
 * silent light render cannot pass for a dark one.
 */
const pagesPreview: Preview = {
  ...preview,
  afterEach: ({ globals }) => {
    if (globals.theme !== 'dark') return
    const background = getComputedStyle(document.body).backgroundColor
    if (background !== darkBackground) throw new Error(`Expected the dark theme, the page is ${background}`)
  },
}

export default pagesPreview
