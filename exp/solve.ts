/** The fitted solver refitted to a round-4 style (experiment): templates of the known glyphs, NCC on blurred ink, DP. */
import { GLYPHS, drawPolyline, emptyCoverage, type Coverage, type Point } from '@/lib/captcha-image'
import type { Style4 } from './generate'
import { variantGlyph } from './variants'

const STRIDE = 2
const mid = (r: readonly [number, number]) => (r[0] + r[1]) / 2

export function blur(data: Float32Array, width: number, height: number, passes = 2): Float32Array {
  let cur = data
  for (let p = 0; p < passes; p += 1) {
    const next = new Float32Array(width * height)
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        let s = 0
        for (let dy = -1; dy <= 1; dy += 1)
          for (let dx = -1; dx <= 1; dx += 1) {
            const [sx, sy] = [x + dx, y + dy]
            if (sx >= 0 && sy >= 0 && sx < width && sy < height) s += cur[sy * width + sx] as number
          }
        next[y * width + x] = s / 9
      }
    cur = next
  }
  return cur
}

function morph(c: Coverage, radius: number, max: boolean): Coverage {
  const { width, height, data } = c
  const out = new Float32Array(data.length)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      let v = max ? 0 : 1
      for (let dy = -radius; dy <= radius; dy += 1)
        for (let dx = -radius; dx <= radius; dx += 1) {
          if (dx * dx + dy * dy > radius * radius + 0.5) continue
          const [sx, sy] = [x + dx, y + dy]
          const s = sx >= 0 && sy >= 0 && sx < width && sy < height ? (data[sy * width + sx] as number) : 0
          v = max ? Math.max(v, s) : Math.min(v, s)
        }
      out[y * width + x] = v
    }
  return { width, height, data: out }
}
export const close = (c: Coverage, r: number) => morph(morph(c, r, true), r, false)
export const open = (c: Coverage, r: number) => morph(morph(c, r, false), r, true)

/** Keeps ink that lies on a straight run of `length` px in one of 12 directions: removes short segments. */
export function lineFilter(c: Coverage, length: number): Coverage {
  const { width, height, data } = c
  const out = new Float32Array(data.length)
  const dirs = Array.from(
    { length: 12 },
    (_, k) => [Math.cos((k * Math.PI) / 12), Math.sin((k * Math.PI) / 12)] as const,
  )
  const half = Math.floor(length / 2)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      if ((data[y * width + x] as number) < 0.3) continue
      let best = 0
      for (const [dx, dy] of dirs) {
        // the longest run through (x,y) along the direction, allowing the run to sit anywhere on it
        let run = 0
        let longest = 0
        for (let t = -length; t <= length; t += 1) {
          const [sx, sy] = [Math.round(x + dx * t), Math.round(y + dy * t)]
          const v = sx >= 0 && sy >= 0 && sx < width && sy < height ? (data[sy * width + sx] as number) : 0
          if (v >= 0.3) {
            run += 1
            if (t >= 0 && run > longest) longest = run
          } else if (t < 0) run = 0
          else break
        }
        best = Math.max(best, longest)
      }
      out[y * width + x] = best >= 2 * half ? (data[y * width + x] as number) : 0
    }
  return { width, height, data: out }
}

interface Template {
  ch: string
  values: Float32Array
  norm: number
}

export interface Fit {
  alphabet: string
  heights: number[]
  rotations: number[]
  shears: number[]
  widths: number[]
  yShifts: number[]
  strokeWidth: number
  gap: [number, number]
  boxW: number
  boxH: number
  /** the attacker's clean-up before matching */
  prepare: (c: Coverage) => Coverage
  /** templates drawn as the style draws glyphs (e.g. knockout: the inverted gap outline) */
  templateStroke?: number
  /** the attacker's fonts: each a constant draw of the variants' parameters */
  fonts?: number[]
}

export function fitFor(
  style: Style4,
  alphabet: string,
  prepare: (c: Coverage) => Coverage,
  extra: Partial<Fit> = {},
): Fit {
  const spread = style.sizeSpread ?? [0.92, 1.08]
  const [lo, hi] = [
    style.glyphHeight[0] * spread[0] * (1 - (style.perspective ?? 0)),
    style.glyphHeight[1] * spread[1] * (1 + (style.perspective ?? 0) * 0.5),
  ]
  const heights = (hi / lo > 1.3 ? [0.1, 0.37, 0.63, 0.9] : [0.15, 0.5, 0.85]).map((s) => lo + s * (hi - lo))
  const rot = style.rotation + (style.sheet ? 14 : 0)
  const rotations = (
    rot > 24 ? [-0.84, -0.56, -0.28, 0, 0.28, 0.56, 0.84] : rot > 16 ? [-0.8, -0.4, 0, 0.4, 0.8] : [-0.67, 0, 0.67]
  ).map((s) => s * rot)
  const ws: readonly [number, number] = style.sheet
    ? [style.widthScale[0] * 0.75, style.widthScale[1] * 1.25]
    : style.widthScale
  const widths =
    ws[1] - ws[0] > 0.6
      ? [0.17, 0.5, 0.83]
      : ws[1] - ws[0] > 0.4
        ? [0.25, 0.75].map((s) => ws[0] + s * (ws[1] - ws[0]))
        : [mid(ws)]
  const narrow = (lo / 14) * 10 * ws[0]
  const wide = (hi / 14) * 10 * ws[1] * 1.3
  const rows = Math.max(1, Math.ceil(style.baselineJitter / 4))
  return {
    alphabet,
    heights,
    rotations,
    shears: style.sheet ? [-0.2, 0, 0.2] : style.shear > 0.05 ? [-style.shear / 2, style.shear / 2] : [0],
    widths,
    yShifts: Array.from({ length: 2 * rows + 1 }, (_, k) => Math.round(((k - rows) / rows) * style.baselineJitter)),
    strokeWidth: mid(style.strokeWidth),
    gap: [narrow * style.advance[0] - 4, ((narrow + wide) / 2) * style.advance[1] + 4],
    boxW: 2 * Math.round(hi * 0.6),
    boxH: 2 * Math.round(hi * 0.6),
    prepare,
    ...extra,
  }
}

function template(fit: Fit, ch: string, h: number, rot: number, shear: number, w: number, font?: number): Template {
  const scale = h / 14
  const ws = scale * w * ('MW'.includes(ch) ? 1.3 : 1)
  const [c, s] = [Math.cos((rot * Math.PI) / 180), Math.sin((rot * Math.PI) / 180)]
  const cov = emptyCoverage(fit.boxW, fit.boxH)
  for (const st of font === undefined ? (GLYPHS[ch] ?? []) : variantGlyph(ch, () => font)) {
    drawPolyline(
      cov,
      st.map(([gx, gy]): Point => {
        const y = (gy - 7) * scale
        const x = (gx - 5) * ws + shear * y
        return [fit.boxW / 2 + x * c - y * s, fit.boxH / 2 + x * s + y * c]
      }),
      fit.templateStroke ?? fit.strokeWidth,
    )
  }
  const b = blur(cov.data, fit.boxW, fit.boxH)
  const samples: number[] = []
  for (let y = 0; y < fit.boxH; y += STRIDE)
    for (let x = 0; x < fit.boxW; x += STRIDE) samples.push(b[y * fit.boxW + x] as number)
  const mean = samples.reduce((a, v) => a + v, 0) / samples.length
  const values = Float32Array.from(samples, (v) => v - mean)
  return { ch, values, norm: Math.sqrt(values.reduce((a, v) => a + v * v, 0)) }
}

const cache = new WeakMap<Fit, Template[]>()
function templates(fit: Fit): Template[] {
  let t = cache.get(fit)
  if (!t) {
    t = []
    for (const ch of fit.alphabet)
      for (const h of fit.heights)
        for (const r of fit.rotations)
          for (const sh of fit.shears)
            for (const w of fit.widths)
              for (const f of fit.fonts ?? [undefined]) t.push(template(fit, ch, h, r, sh, w, f))
    cache.set(fit, t)
  }
  return t
}

export function solve(fit: Fit, picture: Coverage, length: number): string {
  return solveScored(fit, picture, length).code
}

export function solveScored(fit: Fit, picture: Coverage, length: number): { code: string; score: number } {
  const prepared = fit.prepare(picture)
  const { width, height } = prepared
  const image = blur(prepared.data, width, height)
  const all = templates(fit)
  const columns: number[] = []
  const best: { ch: string; score: number }[] = []
  const top0 = Math.round(height / 2 - fit.boxH / 2)
  const n = all[0]?.values.length ?? 0
  const win = new Float32Array(n)
  for (let centre = fit.boxW / 2 - 8; centre <= width - fit.boxW / 2 + 8; centre += STRIDE) {
    let winner = { ch: '', score: -Infinity }
    for (const shift of fit.yShifts) {
      const [left, top] = [centre - fit.boxW / 2, top0 + shift]
      let [sum, sq, at] = [0, 0, 0]
      for (let y = 0; y < fit.boxH; y += STRIDE)
        for (let x = 0; x < fit.boxW; x += STRIDE) {
          const [px, py] = [left + x, top + y]
          const v = px >= 0 && py >= 0 && px < width && py < height ? (image[py * width + px] as number) : 0
          win[at] = v
          sum += v
          sq += v * v
          at += 1
        }
      const spread = Math.sqrt(Math.max(1e-9, sq - (sum * sum) / n))
      for (const t of all) {
        let dot = 0
        for (let i = 0; i < n; i += 1) dot += (t.values[i] as number) * (win[i] as number)
        const score = dot / (t.norm * spread)
        if (score > winner.score) winner = { ch: t.ch, score }
      }
    }
    columns.push(centre)
    best.push(winner)
  }
  const [near, far] = fit.gap
  const total: number[][] = [best.map((e) => e.score)]
  const from: number[][] = [best.map(() => -1)]
  for (let k = 1; k < length; k += 1) {
    const prev = total[k - 1] as number[]
    const sums: number[] = []
    const links: number[] = []
    columns.forEach((col, i) => {
      let [bs, bf] = [-Infinity, -1]
      columns.forEach((e, j) => {
        const g = col - e
        if (g >= near && g <= far && (prev[j] as number) > bs) [bs, bf] = [prev[j] as number, j]
      })
      sums.push(bs + (best[i]?.score ?? 0))
      links.push(bf)
    })
    total.push(sums)
    from.push(links)
  }
  const last = total[length - 1] as number[]
  const score = Math.max(...last)
  let at = last.indexOf(score)
  const out: string[] = []
  for (let k = length - 1; k >= 0 && at >= 0; k -= 1) {
    out.unshift(best[at]?.ch ?? '')
    at = (from[k] as number[])[at] as number
  }
  return { code: out.join(''), score }
}
