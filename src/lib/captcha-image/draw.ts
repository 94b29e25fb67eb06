import { GLYPHS, type Point } from './glyphs'
import { between, drawPolyline, emptyCoverage, subdivide, type Coverage, type Random } from './raster'
import { followingWave, randomSheet, type FollowingWave, type SheetBend } from './sheet'

/**
 * The generator's parameters, public on purpose: the captcha is measured against a solver that knows them
 * (server/security/captcha-solvers/). Figures and the styles tried: server/README.md, "Captcha".
 */
export const CAPTCHA_STYLE = {
  width: 260,
  height: 70,
  /** Glyph height in px (the 14 grid units), one per captcha. */
  glyphHeight: [38, 44],
  /** Each glyph's height around the code's: a template grid has to cover the whole range. */
  glyphSizeSpread: [0.84, 1.16],
  /** Glyph width over the 10 grid units, as a share of the height's scale: each glyph its own. */
  glyphWidthScale: [0.85, 1.15],
  /** Advance between centres, as a share of the two glyphs' mean width: the glyphs stand apart. */
  advance: [1.2, 1.32],
  /** Each glyph's centre moves up or down by up to this, in px. */
  baselineJitter: 4,
  rotationDegrees: 8,
  shear: 0.1,
  strokeWidth: [3, 3.6],
  sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
  /**
   * Short waves over the bent sheet (about a glyph's height long): each stroke wavers along its length, a bend
   * that differs within a glyph, which no grid of straight templates holds and people read through.
   */
  ripple: { amplitude: [2, 3], wavelength: [30, 45], components: 2 },
  wave: { amplitude: [0.04, 0.07], wavelength: [70, 120], below: [0.2, 0.26] },
  /** Coverage levels between background and ink in the palette. */
  levels: 16,
} as const satisfies CaptchaStyle

type Range = readonly [number, number]

export interface CaptchaStyle {
  readonly width: number
  readonly height: number
  readonly glyphHeight: Range
  readonly glyphSizeSpread: Range
  readonly glyphWidthScale: Range
  readonly advance: Range
  readonly baselineJitter: number
  readonly rotationDegrees: number
  readonly shear: number
  readonly strokeWidth: Range
  readonly sheet: SheetBend | null
  readonly ripple: SheetBend | null
  readonly wave: FollowingWave | null
  readonly levels: number
}

/**
 * The same glyphs upright, apart, on a flat sheet and without the wave: the control on which the solvers must
 * succeed, so that their failing on the real captcha says something (server/security/captcha-solvers).
 */
export const PLAIN_STYLE: CaptchaStyle = {
  ...CAPTCHA_STYLE,
  glyphWidthScale: [1, 1],
  advance: [1.25, 1.25],
  baselineJitter: 0,
  rotationDegrees: 0,
  shear: 0,
  sheet: null,
  ripple: null,
  wave: null,
}

/** Glyphs that need room: squeezed, their strokes run together. */
export const WIDE_GLYPHS = 'MW'
export const WIDE_GLYPH_WIDTH = 1.3

const inRange = (random: Random, [min, max]: Range) => between(random, min, max)

/** An image of palette indices (0 = background … `levels` = ink) and its RGB palette. */
export interface IndexedImage {
  readonly width: number
  readonly height: number
  readonly pixels: Uint8Array
  /** Red, green, blue per palette entry. */
  readonly palette: Uint8Array
}

/** The glyphs' strokes in px on the flat sheet: each glyph scaled, sheared, rotated and placed along the line. */
function placeGlyphs(code: string, random: Random, style: CaptchaStyle): Point[][][] {
  const base = inRange(random, style.glyphHeight) / 14
  const glyphs: Point[][][] = []
  let [centreX, previousWidth] = [0, 0]
  for (const character of code) {
    const scale = base * inRange(random, style.glyphSizeSpread)
    const widthScale =
      base * inRange(random, style.glyphWidthScale) * (WIDE_GLYPHS.includes(character) ? WIDE_GLYPH_WIDTH : 1)
    const glyphWidth = widthScale * 10
    if (glyphs.length > 0) centreX += ((glyphWidth + previousWidth) / 2) * inRange(random, style.advance)
    previousWidth = glyphWidth
    const centreY = style.height / 2 + between(random, -style.baselineJitter, style.baselineJitter)
    const angle = (between(random, -1, 1) * style.rotationDegrees * Math.PI) / 180
    const shear = between(random, -1, 1) * style.shear
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
    glyphs.push(
      (GLYPHS[character] ?? []).map((stroke) =>
        // Points close enough for the ripple's short waves to bend the strokes smoothly.
        subdivide(stroke, 0.5).map(([gx, gy]): Point => {
          const y = (gy - 7) * scale
          const x = (gx - 5) * widthScale + shear * y
          return [centreX + x * cos - y * sin, centreY + x * sin + y * cos]
        }),
      ),
    )
  }
  // The text anywhere along the free width.
  const xs = glyphs.flat(2).map(([x]) => x)
  const [left, right] = [Math.min(...xs), Math.max(...xs)]
  const margin = 6
  const shift = margin - left + between(random, 0, Math.max(0, style.width - 2 * margin - (right - left)))
  return glyphs.map((glyph) => glyph.map((stroke) => stroke.map(([x, y]): Point => [x + shift, y])))
}

/** How far to move values back inside [pad, size - pad]; centred when they are wider than that. */
function fitIn(values: readonly number[], size: number): number {
  const [low, high] = [Math.min(...values), Math.max(...values)]
  const pad = 4
  if (high - low > size - 2 * pad) return (size - low - high) / 2
  return low < pad ? pad - low : high > size - pad ? size - pad - high : 0
}

/** Light background and dark ink of a random hue, and the levels between them. */
function palette(random: Random): Uint8Array {
  const hue = between(random, 0, 360)
  const ink = hslToRgb((hue + between(random, 120, 240)) % 360, between(random, 0.45, 0.8), between(random, 0.18, 0.3))
  const paper = hslToRgb(hue, between(random, 0.2, 0.5), between(random, 0.92, 0.97))
  const { levels } = CAPTCHA_STYLE
  const colours = new Uint8Array((levels + 1) * 3)
  for (let level = 0; level <= levels; level += 1)
    for (let channel = 0; channel < 3; channel += 1)
      colours[level * 3 + channel] = Math.round(
        (paper[channel] as number) + (((ink[channel] as number) - (paper[channel] as number)) * level) / levels,
      )
  return colours
}

function hslToRgb(hue: number, saturation: number, lightness: number): number[] {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [channel(0), channel(8), channel(4)]
}

/** The strokes of a captcha of `code`: the glyphs on the bent and rippled sheet and the wave, all in one width. */
export function captchaStrokes(
  code: string,
  random: Random,
  style: CaptchaStyle = CAPTCHA_STYLE,
): { strokes: Point[][]; strokeWidth: number } {
  const { width, height } = style
  const strokeWidth = inRange(random, style.strokeWidth)
  const sheet = style.sheet ? randomSheet(random, style.sheet) : (point: Point) => point
  const ripple = style.ripple ? randomSheet(random, style.ripple) : (point: Point) => point
  const bend = (point: Point) => ripple(sheet(point))
  const glyphs = placeGlyphs(code, random, style).map((glyph) => glyph.map((stroke) => stroke.map(bend)))
  const points = glyphs.flat(2)
  const [dx, dy] = [
    fitIn(
      points.map(([x]) => x),
      width,
    ),
    fitIn(
      points.map(([, y]) => y),
      height,
    ),
  ]
  const moved = glyphs.map((glyph) => glyph.map((stroke) => stroke.map(([x, y]): Point => [x + dx, y + dy])))
  const strokes = moved.flat()
  if (style.wave) {
    const centres = moved.map((glyph): Point => {
      const all = glyph.flat()
      return [all.reduce((sum, [x]) => sum + x, 0) / all.length, all.reduce((sum, [, y]) => sum + y, 0) / all.length]
    })
    const xs = strokes.flat().map(([x]) => x)
    strokes.push(followingWave(random, style.wave, height, centres, [Math.min(...xs), Math.max(...xs)]))
  }
  return { strokes, strokeWidth }
}

export function toIndexed(coverage: Coverage, colours: Uint8Array): IndexedImage {
  const { levels } = CAPTCHA_STYLE
  const pixels = new Uint8Array(coverage.data.length)
  coverage.data.forEach((ink, at) => {
    pixels[at] = Math.round(Math.min(1, ink) * levels)
  })
  return { width: coverage.width, height: coverage.height, pixels, palette: colours }
}

/** The captcha picture of `code`: glyphs apart on a bent, rippled sheet, joined by a wave of their own stroke below. */
export function drawCaptcha(code: string, random: Random, style: CaptchaStyle = CAPTCHA_STYLE): IndexedImage {
  const { width, height } = style
  const { strokes, strokeWidth } = captchaStrokes(code, random, style)
  const coverage = emptyCoverage(width, height)
  for (const stroke of strokes) drawPolyline(coverage, stroke, strokeWidth)
  return toIndexed(coverage, palette(random))
}
