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
  width: 180,
  height: 50,
  /** Glyph height in px (the 14 grid units), one per captcha. */
  glyphHeight: [28, 34],
  /** Glyph width over the 10 grid units, as a share of the height's scale: each glyph its own. */
  glyphWidthScale: [0.8, 1.6],
  /** Advance between centres, as a share of the two glyphs' mean width: below 1 they overlap. */
  advance: [0.98, 1.08],
  /** Each glyph's height around the code's: a person reads mixed sizes, a template of one size does not fit. */
  glyphSizeSpread: [0.82, 1.15],
  /** Each glyph's centre moves up or down by up to this, in px. */
  baselineJitter: 4,
  rotationDegrees: 25,
  shear: 0.2,
  /** Each glyph bends on its own: a sine displacement of its points, in px. */
  glyphBend: 1.5,
  strokeWidth: [2.6, 3.3],
  /** Long curves across the whole text and short arcs on it, in the glyphs' stroke and colour. */
  crossingCurves: 1,
  shortArcs: 0,
  warpAmplitude: [1.5, 2.5],
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
  readonly rotationDegrees: number
  readonly shear: number
  readonly glyphBend: number
  readonly strokeWidth: Range
  readonly crossingCurves: number
  readonly shortArcs: number
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
  rotationDegrees: 0,
  shear: 0,
  glyphBend: 0,
  crossingCurves: 0,
  shortArcs: 0,
  warpAmplitude: [0, 0],
}

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
  return strokes.map((stroke) =>
    subdivide(stroke, 1.5).map(([gx, gy]) => {
      let x = (gx - 5) * widthScale
      let y = (gy - 7) * scale
      x += bendX * Math.sin(y / 7 + phaseX)
      y += bendY * Math.sin(x / 8 + phaseY)
      x += shear * y
      return [centreX + x * cos - y * sin, centreY + x * sin + y * cos] as const
    }),
  )
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
    return [x, centreY + slope * (x - (from + to) / 2) + amplitude * Math.sin((2 * Math.PI * x) / wavelength + phase)] as const
  })
}

/** A short arc the size of a glyph's bowl, somewhere on the text. */
function shortArc(random: Random, left: number, right: number): Point[] {
  const { height } = CAPTCHA_STYLE
  const [cx, cy] = [between(random, left, right), between(random, height * 0.25, height * 0.75)]
  const radius = between(random, 6, 14)
  const from = between(random, 0, 2 * Math.PI)
  const span = between(random, 0.8, 2) * (random() < 0.5 ? -1 : 1)
  return Array.from({ length: 13 }, (_, index) => {
    const angle = from + (span * index) / 12
    return [cx + radius * Math.cos(angle), cy + radius * 0.8 * Math.sin(angle)] as const
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
  const sizes: GlyphSize[] = [...code].map(() => ({
    scale: base * inRange(random, style.glyphSizeSpread),
    widthScale: base * inRange(random, style.glyphWidthScale),
  }))
  const widths = sizes.map((size) => size.widthScale * 10)
  const advances = widths.map((glyphWidth, index) =>
    index === 0 ? 0 : ((glyphWidth + (widths[index - 1] as number)) / 2) * inRange(random, style.advance),
  )
  const textWidth = advances.reduce((sum, advance) => sum + advance, 0) + ((widths[0] as number) + (widths.at(-1) as number)) / 2
  let centreX = (widths[0] as number) / 2 + 4 + between(random, 0, Math.max(0, width - 8 - textWidth))
  const left = centreX
  const strokes: Point[][] = []
  ;[...code].forEach((character, index) => {
    centreX += advances[index] as number
    const size = sizes[index] as GlyphSize
    strokes.push(...placeGlyph(style, GLYPHS[character] ?? [], random, size, centreX, height / 2 + between(random, -style.baselineJitter, style.baselineJitter)))
  })
  for (let curve = 0; curve < style.crossingCurves; curve += 1) strokes.push(crossingCurve(random, left, centreX))
  for (let arc = 0; arc < style.shortArcs; arc += 1) strokes.push(shortArc(random, left, centreX))
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
