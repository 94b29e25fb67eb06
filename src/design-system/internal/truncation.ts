import type { PointerEvent } from 'react'
import { css } from 'styled-components'

/** One line, cut with an ellipsis when the box is too narrow. */
export const truncatedLine = css`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

/**
 * Handlers that give a truncated line its whole text as a hover title, only while it is cut (measured on
 * hover, so nothing observes resizes). A title on uncut text would only repeat it.
 */
export function titleWhenTruncated(fullText: string | undefined) {
  return {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      const element = event.currentTarget
      if (fullText && element.scrollWidth > element.clientWidth) element.title = fullText
      else element.removeAttribute('title')
    },
  }
}
