/** Raw design tokens: the scales every theme and component draws from. Themes map them to roles. */
export const palette = {
  blue: ['#e6f0ff', '#bad4ff', '#8cb6ff', '#5c94f5', '#3370e8', '#1f56c7', '#143f99', '#0c2b6b'],
  gray: ['#f7f8fa', '#eef0f4', '#dde1e8', '#c3c9d4', '#8a93a3', '#5c6575', '#3b4352', '#262c38', '#171b24', '#0e1118'],
  green: ['#e8f7ee', '#b7e6c8', '#5cc285', '#1f9d55', '#15763f', '#0d5a2f'],
  red: ['#fdecec', '#f8c0c0', '#ee7b7b', '#d93636', '#b02424', '#821818'],
  amber: ['#fff6e0', '#ffe2a3', '#f7bf4a', '#d99400', '#a86f00', '#7a5000'],
  cyan: ['#e3f7fa', '#a9e5ee', '#4cc3d6', '#1597ab', '#0e6f80', '#094c58'],
  white: '#ffffff',
  black: '#000000',
} as const

export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
} as const
export type SpaceToken = keyof typeof space

export const radius = { none: '0', sm: '4px', md: '6px', lg: '10px', pill: '999px' } as const

export const fontSize = { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' } as const

export const fontWeight = { regular: 400, medium: 500, semibold: 600 } as const

export const lineHeight = { tight: 1.3, normal: 1.5715 } as const

export const font = {
  body: '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const

export const shadow = {
  sm: '0 1px 2px rgba(15, 20, 30, 0.08)',
  md: '0 4px 12px rgba(15, 20, 30, 0.12)',
  lg: '0 12px 32px rgba(15, 20, 30, 0.18)',
} as const

export const zIndex = { sticky: 10, dropdown: 1000, overlay: 1100, dialog: 1200, toast: 1300, tooltip: 1400 } as const

export const duration = { fast: '120ms', normal: '200ms' } as const

/** Sizes of controls (buttons, inputs, selects) so they line up in forms and toolbars. */
export const controlHeight = { sm: '28px', md: '34px', lg: '40px' } as const
export type ControlSize = keyof typeof controlHeight

/** `formMaxWidth`: a page form's widest, so labels, inputs and the submit button stay within one glance. */
export const layout = {
  sideNavWidth: '220px',
  sideNavCollapsedWidth: '64px',
  topBarHeight: '56px',
  formMaxWidth: '640px',
} as const

/**
 * Screen widths: below 768 px (phones, small tablets in portrait) the side menu becomes a drawer behind a
 * menu button and the header folds its controls into a menu.
 */
export const media = { phone: '(max-width: 767.98px)' } as const
