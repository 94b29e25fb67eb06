import { GLYPHS, type Point, type Stroke } from './glyphs'
import {
  between,
  drawPolyline,
  emptyCoverage,
  subdivide,
  warpCoverage,
  type Coverage,
  type Random,
  type SineWarp,
} from './raster'

/**
 * The generator's parameters, public on purpose: the captcha is measured against a solver that knows them
 * (server/security/captcha-solvers/).
 */
export const CAPTCHA_STYLE = {
  width: 230,
  height: 60,
  /** Glyph height in px (the 14 grid units), one per captcha. */
  glyphHeight: [34, 39],
  /** Glyph width over the 10 grid units, as a share of the height's scale: each glyph its own. */
  glyphWidthScale: [0.7, 1.55],
  /** Advance between centres, as a share of the two glyphs' mean width: below 1 they overlap. */
  advance: [0.98, 1.08],
  /** Each glyph's height around the code's: a person reads mixed sizes, a template of one size does not fit. */
  glyphSizeSpread: [0.78, 1.2],
  /** Each glyph's centre moves up or down by up to this, in px. */
  baselineJitter: 4,
  /** Each stroke of a glyph moves on its own by up to this, in grid units. */
  strokeJitter: 0.5,
  rotationDegrees: 22,
  shear: 0.3,
  /** Each glyph bends on its own: a sine displacement of its points, in px. */
  glyphBend: 1.5,
  strokeWidth: [2.3, 2.8],
  /** Waves across the whole text, in the glyphs' stroke and colour. */
  crossingCurves: 1,
  warpAmplitude: [2, 2.8],
  warpWavelengthX: [28, 48],
  warpWavelengthY: [50, 90],
  /** Coverage levels between background and ink in the palette. */
  levels: 16,
} as const satisfies CaptchaStyle

type Range = readonly [number, number]

export interface CaptchaStyle {
  readonly width: number
  readonly height: number
  readonly glyphHeight: Range
  readonly glyphWidthScale: Range
  readonly advance: Range
  readonly glyphSizeSpread: Range
  readonly baselineJitter: number
  readonly strokeJitter: number
  readonly rotationDegrees: number
  readonly shear: number
  readonly glyphBend: number
  readonly strokeWidth: Range
  readonly crossingCurves: number
  readonly warpAmplitude: Range
  readonly warpWavelengthX: Range
  readonly warpWavelengthY: Range
  readonly levels: number
}

/**
 * The same glyphs upright, apart, unbent and without noise or warp: the control on which the solvers must
 * succeed, so that their failing on the real captcha says something (server/security/captcha-solvers).
 */
export const PLAIN_STYLE: CaptchaStyle = {
  ...CAPTCHA_STYLE,
  glyphWidthScale: [1, 1],
  advance: [1.3, 1.3],
  glyphSizeSpread: [1, 1],
  baselineJitter: 0,
  strokeJitter: 0,
  rotationDegrees: 0,
  shear: 0,
  glyphBend: 0,
  crossingCurves: 0,
  warpAmplitude: [0, 0],
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

interface GlyphSize {
  /** px per grid unit, across and down. */
  readonly widthScale: number
  readonly scale: number
}

/** One glyph's strokes in px: scaled, bent, sheared, rotated and moved to its centre. */
function placeGlyph(
  style: CaptchaStyle,
  strokes: readonly Stroke[],
  random: Random,
  size: GlyphSize,
  centreX: number,
  centreY: number,
) {
  const { scale, widthScale } = size
  const angle = (between(random, -1, 1) * style.rotationDegrees * Math.PI) / 180
  const shear = between(random, -1, 1) * style.shear
  const bend = style.glyphBend
  const [bendX, bendY] = [between(random, -bend, bend), between(random, -bend, bend)]
  const [phaseX, phaseY] = [between(random, 0, 2 * Math.PI), between(random, 0, 2 * Math.PI)]
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  const jitter = style.strokeJitter
  return strokes.map((stroke) => {
    // Each stroke a little off its place, as a hand draws it: the strokes of a glyph need not meet exactly.
    const [offsetX, offsetY] = [between(random, -jitter, jitter), between(random, -jitter, jitter)]
    return subdivide(stroke, 1.5).map(([gx, gy]) => {
      let x = (gx + offsetX - 5) * widthScale
      let y = (gy + offsetY - 7) * scale
      x += bendX * Math.sin(y / 7 + phaseX)
      y += bendY * Math.sin(x / 8 + phaseY)
      x += shear * y
      return [centreX + x * cos - y * sin, centreY + x * sin + y * cos] as const
    })
  })
}

/** A wave across the text: steep enough that it does not pass for a crossbar. */
function crossingCurve(random: Random, left: number, right: number): Point[] {
  const { height } = CAPTCHA_STYLE
  const [from, to] = [left - between(random, 10, 30), right + between(random, 10, 30)]
  const amplitude = between(random, height * 0.1, height * 0.16)
  const wavelength = between(random, 60, 110)
  const phase = between(random, 0, 2 * Math.PI)
  const [centreY, slope] = [height / 2 + between(random, -4, 4), between(random, -0.12, 0.12)]
  return Array.from({ length: 41 }, (_, index) => {
    const x = from + ((to - from) * index) / 40
    return [
      x,
      centreY + slope * (x - (from + to) / 2) + amplitude * Math.sin((2 * Math.PI * x) / wavelength + phase),
    ] as const
  })
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

/** The strokes of a captcha of `code` before the warp: glyphs and noise alike, in the same width. */
export function captchaStrokes(
  code: string,
  random: Random,
  style: CaptchaStyle = CAPTCHA_STYLE,
): { strokes: Point[][]; strokeWidth: number } {
  const { width, height } = style
  // One size for the code, each glyph taller or shorter and narrower or wider around it.
  const base = inRange(random, style.glyphHeight) / 14
  const glyphs: Point[][] = []
  let [centreX, previousWidth] = [0, 0]
  for (const character of code) {
    const size = {
      scale: base * inRange(random, style.glyphSizeSpread),
      widthScale:
        base * inRange(random, style.glyphWidthScale) * (WIDE_GLYPHS.includes(character) ? WIDE_GLYPH_WIDTH : 1),
    }
    const glyphWidth = size.widthScale * 10
    if (glyphs.length > 0) centreX += ((glyphWidth + previousWidth) / 2) * inRange(random, style.advance)
    previousWidth = glyphWidth
    const centreY = height / 2 + between(random, -style.baselineJitter, style.baselineJitter)
    glyphs.push(...placeGlyph(style, GLYPHS[character] ?? [], random, size, centreX, centreY))
  }
  // The text where it fits, anywhere along the free width; centred up and down if it is taller than the picture.
  const xs = glyphs.flat().map(([x]) => x)
  const ys = glyphs.flat().map(([, y]) => y)
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const margin = 2 + style.strokeWidth[1] / 2 + style.warpAmplitude[1]
  const shiftX = margin - left + between(random, 0, Math.max(0, width - 2 * margin - (right - left)))
  const shiftY =
    bottom - top > height - 2 * margin
      ? (height - (top + bottom)) / 2
      : top < margin
        ? margin - top
        : bottom > height - margin
          ? height - margin - bottom
          : 0
  const strokes = glyphs.map((stroke) => stroke.map(([x, y]): Point => [x + shiftX, y + shiftY]))
  for (let curve = 0; curve < style.crossingCurves; curve += 1)
    strokes.push(crossingCurve(random, left + shiftX, right + shiftX))
  return { strokes, strokeWidth: inRange(random, style.strokeWidth) }
}

export function randomWarp(random: Random, style: CaptchaStyle = CAPTCHA_STYLE): SineWarp {
  return {
    amplitudeX: inRange(random, style.warpAmplitude),
    wavelengthX: inRange(random, style.warpWavelengthX),
    phaseX: between(random, 0, 2 * Math.PI),
    amplitudeY: inRange(random, style.warpAmplitude),
    wavelengthY: inRange(random, style.warpWavelengthY),
    phaseY: between(random, 0, 2 * Math.PI),
  }
}

export function toIndexed(coverage: Coverage, colours: Uint8Array): IndexedImage {
  const { levels } = CAPTCHA_STYLE
  const pixels = new Uint8Array(coverage.data.length)
  coverage.data.forEach((ink, at) => {
    pixels[at] = Math.round(Math.min(1, ink) * levels)
  })
  return { width: coverage.width, height: coverage.height, pixels, palette: colours }
}

/** The captcha picture of `code`: warped, rotated, overlapping glyphs crossed by strokes like their own. */
export function drawCaptcha(code: string, random: Random, style: CaptchaStyle = CAPTCHA_STYLE): IndexedImage {
  const { width, height } = style
  const { strokes, strokeWidth } = captchaStrokes(code, random, style)
  const flat = emptyCoverage(width, height)
  for (const stroke of strokes) drawPolyline(flat, stroke, strokeWidth)
  return toIndexed(warpCoverage(flat, randomWarp(random, style)), palette(random))
}
