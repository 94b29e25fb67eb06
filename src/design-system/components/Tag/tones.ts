import type { DefaultTheme } from 'styled-components'

/** The tones shared by Tag and StatusBadge: one per state an operator must tell apart at a glance. */
export type Tone = 'default' | 'success' | 'warning' | 'danger' | 'info' | 'frozen'

export const tones: readonly Tone[] = ['default', 'success', 'warning', 'danger', 'info', 'frozen']

interface ToneColors {
  /** The strong colour: a badge's dot, a tag's border. */
  fg: string
  /** The subtle background of a tag. */
  bg: string
  /** Text on `bg` that keeps 4.5:1 contrast. */
  text: string
}

/** Maps a tone to theme roles, so tags and badges follow light and dark themes. */
export function toneColors(theme: DefaultTheme, tone: Tone): ToneColors {
  const { colors } = theme
  switch (tone) {
    case 'success':
      return { fg: colors.success, bg: colors.successSubtle, text: colors.success }
    case 'warning':
      // Amber text on the amber tint misses 4.5:1 in the light theme: the tint and border carry the tone.
      return { fg: colors.warning, bg: colors.warningSubtle, text: colors.text }
    case 'danger':
      return { fg: colors.danger, bg: colors.dangerSubtle, text: colors.danger }
    case 'info':
      return { fg: colors.info, bg: colors.infoSubtle, text: colors.info }
    // Frozen (冻结) reads as "icy": the primary blue, distinct from info's cyan.
    case 'frozen':
      return { fg: colors.primary, bg: colors.primarySubtle, text: colors.primary }
    default:
      return { fg: colors.textMuted, bg: colors.bgSubtle, text: colors.text }
  }
}
