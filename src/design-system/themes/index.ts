import {
  controlHeight,
  duration,
  font,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  palette,
  radius,
  shadow,
  space,
  zIndex,
} from '../tokens'

/** Colours by role, so components never name a raw palette value. */
export interface ThemeColors {
  bg: string
  bgSubtle: string
  surface: string
  surfaceRaised: string
  border: string
  borderStrong: string
  text: string
  textMuted: string
  textInverse: string
  primary: string
  primaryHover: string
  primaryActive: string
  primarySubtle: string
  onPrimary: string
  success: string
  successSubtle: string
  warning: string
  warningSubtle: string
  danger: string
  dangerHover: string
  dangerSubtle: string
  info: string
  infoSubtle: string
  focusRing: string
  overlay: string
  navBg: string
  navText: string
  navTextActive: string
  navItemActiveBg: string
  skeleton: string
}

export interface Theme {
  name: ThemeName
  colors: ThemeColors
  space: typeof space
  radius: typeof radius
  fontSize: typeof fontSize
  fontWeight: typeof fontWeight
  lineHeight: typeof lineHeight
  font: typeof font
  shadow: typeof shadow
  zIndex: typeof zIndex
  duration: typeof duration
  controlHeight: typeof controlHeight
  layout: typeof layout
}

export type ThemeName = 'light' | 'dark'

const scales = {
  space,
  radius,
  fontSize,
  fontWeight,
  lineHeight,
  font,
  shadow,
  zIndex,
  duration,
  controlHeight,
  layout,
}

export const lightTheme: Theme = {
  name: 'light',
  ...scales,
  colors: {
    bg: palette.gray[0],
    bgSubtle: palette.gray[1],
    surface: palette.white,
    surfaceRaised: palette.white,
    border: palette.gray[2],
    borderStrong: palette.gray[3],
    text: palette.gray[8],
    textMuted: palette.gray[5],
    textInverse: palette.white,
    primary: palette.blue[5],
    primaryHover: palette.blue[4],
    primaryActive: palette.blue[6],
    primarySubtle: palette.blue[0],
    onPrimary: palette.white,
    success: palette.green[4],
    successSubtle: palette.green[0],
    warning: palette.amber[4],
    warningSubtle: palette.amber[0],
    danger: palette.red[4],
    dangerHover: palette.red[3],
    dangerSubtle: palette.red[0],
    info: palette.cyan[4],
    infoSubtle: palette.cyan[0],
    focusRing: palette.blue[4],
    overlay: 'rgba(14, 17, 24, 0.45)',
    navBg: palette.gray[8],
    navText: palette.gray[2],
    navTextActive: palette.white,
    navItemActiveBg: palette.blue[5],
    skeleton: palette.gray[1],
  },
}

export const darkTheme: Theme = {
  name: 'dark',
  ...scales,
  colors: {
    bg: palette.gray[9],
    bgSubtle: palette.gray[8],
    surface: palette.gray[8],
    surfaceRaised: palette.gray[7],
    border: palette.gray[6],
    borderStrong: palette.gray[5],
    text: palette.gray[1],
    textMuted: palette.gray[3],
    textInverse: palette.gray[9],
    primary: palette.blue[3],
    primaryHover: palette.blue[2],
    primaryActive: palette.blue[4],
    primarySubtle: '#14223d',
    onPrimary: palette.gray[9],
    success: palette.green[2],
    successSubtle: '#10291b',
    warning: palette.amber[2],
    warningSubtle: '#2d2310',
    danger: palette.red[2],
    dangerHover: palette.red[1],
    dangerSubtle: '#331616',
    info: palette.cyan[2],
    infoSubtle: '#0f2a30',
    focusRing: palette.blue[2],
    overlay: 'rgba(0, 0, 0, 0.6)',
    navBg: palette.black,
    navText: palette.gray[3],
    navTextActive: palette.white,
    navItemActiveBg: palette.blue[5],
    skeleton: palette.gray[7],
  },
}

export const themes: Record<ThemeName, Theme> = { light: lightTheme, dark: darkTheme }
