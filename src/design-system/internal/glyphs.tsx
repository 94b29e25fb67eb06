import type { SVGProps } from 'react'

/**
 * Small stroke icons the components draw themselves (close, check, chevrons, eye...).
 * Always decorative: the control that holds one carries the accessible name.
 */
function Glyph({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  )
}

export const CloseGlyph = () => (
  <Glyph>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Glyph>
)

export const CheckGlyph = () => (
  <Glyph strokeWidth={2}>
    <path d="M3.5 8.5l3 3 6-7" />
  </Glyph>
)

export const MinusGlyph = () => (
  <Glyph strokeWidth={2}>
    <path d="M4 8h8" />
  </Glyph>
)

export const PlusGlyph = () => (
  <Glyph strokeWidth={2}>
    <path d="M8 4v8M4 8h8" />
  </Glyph>
)

export const ChevronDownGlyph = () => (
  <Glyph>
    <path d="M4 6l4 4 4-4" />
  </Glyph>
)

export const ChevronUpGlyph = () => (
  <Glyph>
    <path d="M4 10l4-4 4 4" />
  </Glyph>
)

export const EyeGlyph = () => (
  <Glyph>
    <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" />
    <circle cx="8" cy="8" r="2" />
  </Glyph>
)

export const EyeOffGlyph = () => (
  <Glyph>
    <path d="M6.2 3.8A6.6 6.6 0 0 1 8 3.5C12 3.5 14.5 8 14.5 8a11 11 0 0 1-1.9 2.4M4.1 4.9A11 11 0 0 0 1.5 8S4 12.5 8 12.5a6.3 6.3 0 0 0 3.2-.9" />
    <path d="M2 2l12 12" />
  </Glyph>
)

export const SuccessGlyph = () => (
  <Glyph>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M5.2 8.2l2 2 3.6-4" />
  </Glyph>
)

export const ErrorGlyph = () => (
  <Glyph>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M5.8 5.8l4.4 4.4M10.2 5.8l-4.4 4.4" />
  </Glyph>
)

export const WarningGlyph = () => (
  <Glyph>
    <path d="M8 1.8l6.6 11.7H1.4z" />
    <path d="M8 6.5v3M8 11.6v.01" />
  </Glyph>
)

export const InfoGlyph = () => (
  <Glyph>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M8 7.2V11M8 4.9v.01" />
  </Glyph>
)

/** Three lines: the menu button. */
export const MenuGlyph = () => (
  <Glyph>
    <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />
  </Glyph>
)

/** Three dots: more actions. */
export const MoreGlyph = () => (
  <Glyph strokeWidth={2.4}>
    <path d="M3 8h.01M8 8h.01M13 8h.01" />
  </Glyph>
)
