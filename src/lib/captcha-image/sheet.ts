import type { Point } from './glyphs'
import { between, type Random } from './raster'

type Range = readonly [number, number]

/**
 * A bend of the whole sheet the text is drawn on: long sine waves move the glyphs' points (not the pixels), so
 * each glyph gets its own smooth stretch, shear and turn while its strokes keep their width. It has too many
 * parameters (amplitude, wavelength, direction, phase and slant of each wave) for a grid of templates to search.
 * With short waves (the style's ripple) the same bend makes the strokes themselves waver.
 */
export interface SheetBend {
  readonly amplitude: Range
  readonly wavelength: Range
  readonly components: number
}

export function randomSheet(random: Random, bend: SheetBend): (point: Point) => Point {
  const waves = Array.from({ length: bend.components }, () => {
    const angle = between(random, 0, Math.PI)
    return {
      amplitude: between(random, bend.amplitude[0], bend.amplitude[1]),
      wavelength: between(random, bend.wavelength[0], bend.wavelength[1]),
      cos: Math.cos(angle),
      sin: Math.sin(angle),
      phase: between(random, 0, 7),
      along: between(random, 0, Math.PI),
    }
  })
  return ([x0, y0]) => {
    let [x, y] = [x0, y0]
    for (const wave of waves) {
      const shift =
        wave.amplitude * Math.sin((2 * Math.PI * (x0 * wave.cos + y0 * wave.sin)) / wave.wavelength + wave.phase)
      x += shift * Math.cos(wave.along)
      // Less up and down than across: a glyph pushed far up or down would leave the picture.
      y += shift * Math.sin(wave.along) * 0.6
    }
    return [x, y]
  }
}

/**
 * A shallow wave in the glyphs' own stroke that follows the text's bent middle line (the glyphs' centres,
 * smoothed along the line) some way below it, through the glyphs' lowest fifth. It joins the glyphs, which
 * general OCR needs apart; below the middle it does not pass for a crossbar, which is what people misread.
 */
export interface FollowingWave {
  /** Height of the wave, as a share of the picture's height. */
  readonly amplitude: Range
  readonly wavelength: Range
  /** How far below the middle line, as a share of the picture's height. */
  readonly below: Range
}

export function followingWave(
  random: Random,
  wave: FollowingWave,
  height: number,
  glyphCentres: readonly Point[],
  [left, right]: readonly [number, number],
): Point[] {
  const middle = (x: number) => {
    let [sum, weight] = [0, 0]
    for (const [gx, gy] of glyphCentres) {
      const share = Math.exp(-(((x - gx) / 28) ** 2))
      sum += share * gy
      weight += share
    }
    return weight > 1e-9 ? sum / weight : height / 2
  }
  const from = left - between(random, 6, 20)
  const to = from + right - left + 30
  const amplitude = between(random, wave.amplitude[0], wave.amplitude[1]) * height
  const wavelength = between(random, wave.wavelength[0], wave.wavelength[1])
  const phase = between(random, 0, 2 * Math.PI)
  const below = between(random, wave.below[0], wave.below[1]) * height
  return Array.from({ length: 61 }, (_, index) => {
    const x = from + ((to - from) * index) / 60
    return [x, middle(x) + below + amplitude * Math.sin((2 * Math.PI * x) / wavelength + phase)] as const
  })
}
