import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  CAPTCHA_STYLE,
  GLYPHS,
  WIDE_GLYPHS,
  WIDE_GLYPH_WIDTH,
  drawPolyline,
  emptyCoverage,
  type Point,
} from '@/lib/captcha-image'
import { decodeCaptcha, type InkMap } from './png-decode'

/**
 * A solver that knows the generator (the attacker has read src/lib/captcha-image): its glyph outlines, sizes,
 * rotation and shear ranges, stroke width, spacing and code length. It renders every glyph clean on a grid of
 * heights, rotations, shears and widths, slides each template over the picture (normalised cross-correlation on
 * blurred ink), and picks the code length's glyph positions with the generator's spacing by dynamic programming.
 * The bent sheet turns, shears and stretches each glyph on its own, so the grid is widened past the style's own
 * ranges to cover it (server/README.md, "Captcha": the refitted solver). The sheet's ripple bends strokes within a
 * glyph, which no grid of templates holds: against it the attacker's adaptations tried (a third blur pass,
 * templates drawn 1.5 times thicker) solved no more codes, so the solver keeps its blur and pen.
 */

/** Template pixels and placements are sampled on this grid: the blurred pictures are smooth at this scale. */
const STRIDE = 2
const mid = (range: readonly [number, number]) => (range[0] + range[1]) / 2
const spread = (range: readonly [number, number], shares: readonly number[]) =>
  shares.map((share) => range[0] + share * (range[1] - range[0]))

/** The sheet's bend turns a glyph by up to about this many degrees more than its own rotation. */
const SHEET_TURN = 14
/** Widths the sheet stretches a glyph to, around the style's own range. */
const SHEET_STRETCH: readonly [number, number] = [0.75, 1.25]

/** The template grid, as shares of each range: the full one the bench runs, a coarser one for CI. */
export interface FittedGrid {
  readonly heights: readonly number[]
  readonly rotations: readonly number[]
  readonly shears: readonly number[]
  readonly widths: readonly number[]
}

export const FULL_GRID: FittedGrid = {
  heights: [0.1, 0.37, 0.63, 0.9],
  rotations: [-0.8, -0.4, 0, 0.4, 0.8],
  shears: [-1, 0, 1],
  widths: [0.17, 0.5, 0.83],
}

const [LOWEST, TALLEST] = [
  CAPTCHA_STYLE.glyphHeight[0] * CAPTCHA_STYLE.glyphSizeSpread[0],
  CAPTCHA_STYLE.glyphHeight[1] * CAPTCHA_STYLE.glyphSizeSpread[1],
]
const TURN = CAPTCHA_STYLE.rotationDegrees + SHEET_TURN
const SHEAR = 0.2
const WIDTHS: readonly [number, number] = [
  CAPTCHA_STYLE.glyphWidthScale[0] * SHEET_STRETCH[0],
  CAPTCHA_STYLE.glyphWidthScale[1] * SHEET_STRETCH[1],
]
/** The template box, square, from the tallest glyph the generator draws: it follows a change of style. */
const BOX = 2 * Math.round(TALLEST * 0.6)
const [BOX_WIDTH, BOX_HEIGHT] = [BOX, BOX]
/** Rows tried around the middle: the generator's baseline jitter, in whole pixels. */
const Y_SHIFTS = [-1, 0, 1].map((share) => Math.round(share * CAPTCHA_STYLE.baselineJitter))

interface Template {
  readonly character: string
  /** Offsets (in the box) and zero-mean values of the sampled pixels. */
  readonly offsets: Int32Array
  readonly values: Float32Array
  readonly norm: number
}

/** Two box blurs: close to a Gaussian, so a template matches strokes a pixel or two off. */
function blur(data: Float32Array, width: number, height: number): Float32Array {
  let current = data
  for (let pass = 0; pass < 2; pass += 1) {
    const next = new Float32Array(width * height)
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        let sum = 0
        for (let dy = -1; dy <= 1; dy += 1)
          for (let dx = -1; dx <= 1; dx += 1) {
            const [sx, sy] = [x + dx, y + dy]
            if (sx >= 0 && sy >= 0 && sx < width && sy < height) sum += current[sy * width + sx] as number
          }
        next[y * width + x] = sum / 9
      }
    current = next
  }
  return current
}

function glyphTemplate(
  character: string,
  glyphHeight: number,
  rotation: number,
  shear: number,
  width: number,
): Template {
  const scale = glyphHeight / 14
  const widthScale = scale * width * (WIDE_GLYPHS.includes(character) ? WIDE_GLYPH_WIDTH : 1)
  const [cos, sin] = [Math.cos((rotation * Math.PI) / 180), Math.sin((rotation * Math.PI) / 180)]
  const coverage = emptyCoverage(BOX_WIDTH, BOX_HEIGHT)
  for (const stroke of GLYPHS[character] ?? []) {
    const points = stroke.map(([gx, gy]): Point => {
      const y = (gy - 7) * scale
      const x = (gx - 5) * widthScale + shear * y
      return [BOX_WIDTH / 2 + x * cos - y * sin, BOX_HEIGHT / 2 + x * sin + y * cos]
    })
    drawPolyline(coverage, points, mid(CAPTCHA_STYLE.strokeWidth))
  }
  const blurred = blur(coverage.data, BOX_WIDTH, BOX_HEIGHT)
  const offsets: number[] = []
  const samples: number[] = []
  for (let y = 0; y < BOX_HEIGHT; y += STRIDE)
    for (let x = 0; x < BOX_WIDTH; x += STRIDE) {
      offsets.push(y * BOX_WIDTH + x)
      samples.push(blurred[y * BOX_WIDTH + x] as number)
    }
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length
  const values = Float32Array.from(samples, (value) => value - mean)
  const norm = Math.sqrt(values.reduce((sum, value) => sum + value * value, 0))
  return { character, offsets: Int32Array.from(offsets), values, norm }
}

const templates = new Map<FittedGrid, Template[]>()
function templatesOf(grid: FittedGrid): Template[] {
  let found = templates.get(grid)
  if (!found) {
    const heights = spread([LOWEST, TALLEST], grid.heights)
    const widths = spread(WIDTHS, grid.widths)
    found = [...CAPTCHA_ALPHABET].flatMap((character) =>
      heights.flatMap((height) =>
        grid.rotations.flatMap((rotation) =>
          grid.shears.flatMap((shear) =>
            widths.map((width) => glyphTemplate(character, height, rotation * TURN, shear * SHEAR, width)),
          ),
        ),
      ),
    )
    templates.set(grid, found)
  }
  return found
}

/** Best correlation of each character at each column (a template's centre), over rotations, shears and rows. */
function scoreColumns(
  picture: InkMap,
  image: Float32Array,
  candidates: readonly Template[],
): { columns: number[]; best: { character: string; score: number }[] } {
  const { width, height } = picture
  const columns: number[] = []
  const best: { character: string; score: number }[] = []
  const top0 = Math.round(height / 2 - BOX_HEIGHT / 2)
  for (let centre = BOX_WIDTH / 2 - 8; centre <= width - BOX_WIDTH / 2 + 8; centre += STRIDE) {
    let winner = { character: '', score: -Infinity }
    for (const shift of Y_SHIFTS) {
      const [left, top] = [centre - BOX_WIDTH / 2, top0 + shift]
      // The window's samples, read once for every template (outside the picture is paper).
      const window = new Float32Array(candidates[0]?.offsets.length ?? 0)
      let [sum, sumSquares, at] = [0, 0, 0]
      for (let y = 0; y < BOX_HEIGHT; y += STRIDE)
        for (let x = 0; x < BOX_WIDTH; x += STRIDE) {
          const [px, py] = [left + x, top + y]
          const value = px >= 0 && py >= 0 && px < width && py < height ? (image[py * width + px] as number) : 0
          window[at] = value
          sum += value
          sumSquares += value * value
          at += 1
        }
      const spread = Math.sqrt(Math.max(1e-9, sumSquares - (sum * sum) / window.length))
      // Paper is exactly 0 after the blur: the dot product over the inked samples only is the same, and cheaper.
      const [where, values] = [new Int32Array(window.length), new Float32Array(window.length)]
      let inked = 0
      window.forEach((value, index) => {
        if (value > 0) [where[inked], values[inked], inked] = [index, value, inked + 1]
      })
      for (const template of candidates) {
        let dot = 0
        for (let index = 0; index < inked; index += 1)
          dot += (template.values[where[index] as number] as number) * (values[index] as number)
        const score = dot / (template.norm * spread)
        if (score > winner.score) winner = { character: template.character, score }
      }
    }
    columns.push(centre)
    best.push(winner)
  }
  return { columns, best }
}

/** The glyphs' centres are an advance apart: the generator's range, widened for the sheet's stretch. */
function spacing(): [number, number] {
  const narrowest = (LOWEST / 14) * 10 * WIDTHS[0]
  const widest = (TALLEST / 14) * 10 * WIDTHS[1] * WIDE_GLYPH_WIDTH
  return [narrowest * CAPTCHA_STYLE.advance[0] - 4, ((narrowest + widest) / 2) * CAPTCHA_STYLE.advance[1] + 4]
}

/** The best `length` glyphs a spacing apart, by dynamic programming over the columns; and their summed score. */
function bestCode(
  columns: number[],
  best: { character: string; score: number }[],
  length: number,
  gaps: [number, number],
) {
  const [near, far] = gaps
  // total[k][i]: the best sum of k + 1 glyphs whose last is at column i; from[k][i] the column before it.
  const total: number[][] = [best.map((entry) => entry.score)]
  const from: number[][] = [best.map(() => -1)]
  for (let k = 1; k < length; k += 1) {
    const previous = total[k - 1] as number[]
    const sums: number[] = []
    const links: number[] = []
    columns.forEach((column, i) => {
      let [bestSum, bestFrom] = [-Infinity, -1]
      columns.forEach((earlier, j) => {
        const gap = column - earlier
        if (gap >= near && gap <= far && (previous[j] as number) > bestSum)
          [bestSum, bestFrom] = [previous[j] as number, j]
      })
      sums.push(bestSum + (best[i]?.score ?? 0))
      links.push(bestFrom)
    })
    total.push(sums)
    from.push(links)
  }
  const last = total[length - 1] as number[]
  const score = Math.max(...last)
  let at = last.indexOf(score)
  const characters: string[] = []
  for (let k = length - 1; k >= 0 && at >= 0; k -= 1) {
    characters.unshift(best[at]?.character ?? '')
    at = (from[k] as number[])[at] as number
  }
  return { code: characters.join(''), score }
}

/** Reads a captcha (its PNG data URL) as `length` characters, with templates on `grid`. */
export function solveFitted(image: string, length = CAPTCHA_LENGTH, grid: FittedGrid = FULL_GRID): string {
  const picture = decodeCaptcha(image)
  const blurred = blur(picture.ink, picture.width, picture.height)
  const { columns, best } = scoreColumns(picture, blurred, templatesOf(grid))
  return bestCode(columns, best, length, spacing()).code
}
