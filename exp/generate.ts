/** Round 4 styles (experiment, not for use): occlusion, clutter of the alphabet's own strokes, short segments, knockout, perspective. */
import { GLYPHS, drawPolyline, emptyCoverage, type Coverage, type Point, type Random } from '@/lib/captcha-image'
import { between, subdivide, warpCoverage } from '@/lib/captcha-image/raster'
import { variantGlyph } from './variants'

export type R2 = readonly [number, number]
export interface Style4 {
  width: number
  height: number
  glyphHeight: R2
  widthScale: R2
  advance: R2
  rotation: number
  shear: number
  baselineJitter: number
  strokeWidth: R2
  /** paper-coloured bars cutting the strokes: count, width range */
  occluders?: { count: R2; width: R2; kind: 'bars' | 'blobs' }
  /** strokes of the alphabet's glyphs scattered as clutter, same width and lightness */
  fragments?: { count: R2 }
  /** short random segments, same width and lightness */
  segments?: { count: R2; length: R2 }
  /** glyphs as gaps in a texture of random strokes */
  knockout?: { count: R2; length: R2; textureWidth: R2; gap: number; decoys?: R2 }
  /** a projective map of the whole line: how much each end is taller or shorter */
  perspective?: number
  /** a smooth bend of the whole sheet (long sine waves of the points, not the pixels): each glyph a different local affine */
  sheet?: { amplitude: R2; wavelength: R2; components: number }
  /** proportions drawn per glyph: 0 is the product's glyph, 1 the whole range of variants.ts */
  variation?: number
  /** each glyph's size around the code's */
  sizeSpread?: R2
  /** each stroke drawn solid, hollow (two thin edges) or dotted */
  mixedStrokes?: boolean
  warp?: R2
  /** waves across the whole line in the glyphs' own stroke width and ink, bent with the sheet */
  crossing?: { count: number; amplitude: R2; wavelength: R2; centre?: R2; span?: R2; below?: boolean; follow?: boolean }
  /** strokes of glyph size in the glyphs' width, each crossing one glyph (count per glyph) */
  crossers?: R2
}
const ir = (random: Random, [a, b]: R2) => between(random, a, b)
const WIDE = 'MW'

function placed(style: Style4, code: string, random: Random) {
  const base = ir(random, style.glyphHeight) / 14
  const glyphs: Point[][][] = []
  const centres: number[] = []
  let [x, prev] = [0, 0]
  for (const ch of code) {
    const scale = base * (style.sizeSpread ? ir(random, style.sizeSpread) : between(random, 0.92, 1.08))
    const ws = (style.sizeSpread ? scale : base) * ir(random, style.widthScale) * (WIDE.includes(ch) ? 1.3 : 1)
    const w = ws * 10
    if (centres.length) x += ((w + prev) / 2) * ir(random, style.advance)
    prev = w
    centres.push(x)
    const cy = style.height / 2 + between(random, -style.baselineJitter, style.baselineJitter)
    const angle = (between(random, -1, 1) * style.rotation * Math.PI) / 180
    const shear = between(random, -1, 1) * style.shear
    const [c, s] = [Math.cos(angle), Math.sin(angle)]
    glyphs.push(
      (style.variation
        ? variantGlyph(ch, () => 0.5 + (random() - 0.5) * (style.variation ?? 0))
        : (GLYPHS[ch] ?? [])
      ).map((stroke) =>
        subdivide(stroke, 1).map(([gx, gy]): Point => {
          const yy = (gy - 7) * scale
          const xx = (gx - 5) * ws + shear * yy
          return [x + xx * c - yy * s, cy + xx * s + yy * c]
        }),
      ),
    )
  }
  const all = glyphs.flat(2)
  const [l, r] = [Math.min(...all.map((p) => p[0])), Math.max(...all.map((p) => p[0]))]
  const margin = 6
  const shift = margin - l + between(random, 0, Math.max(0, style.width - 2 * margin - (r - l)))
  return {
    glyphs: glyphs.map((g) => g.map((st) => st.map(([px, py]): Point => [px + shift, py]))),
    left: l + shift,
    right: r + shift,
  }
}

function perspectiveMap(style: Style4, random: Random): (p: Point) => Point {
  const k = style.perspective ?? 0
  if (!k) return (p) => p
  const dir = random() < 0.5 ? -1 : 1
  return tiltMap(style, between(random, 0.6, 1) * k * dir)
}

/** One end of the line nearer than the other (a projective map along x); exported for the attacker's search. */
export function tiltMap(style: { width: number; height: number }, tilt: number): (p: Point) => Point {
  const [w, h] = [style.width, style.height]
  return ([x, y]) => {
    const u = x / w - 0.5
    const depth = 1 / (1 - tilt * u * 2) // 1/(z)
    const cx = 0.5 + (u * depth) / (1 / (1 - Math.abs(tilt)))
    return [cx * w, h / 2 + (y - h / 2) * depth * (1 - Math.abs(tilt) * 0.5)]
  }
}

export function draw4(style: Style4, code: string, random: Random): Coverage {
  const { width, height } = style
  const sw = ir(random, style.strokeWidth)
  const tilt = perspectiveMap(style, random)
  const waves = Array.from({ length: style.sheet?.components ?? 0 }, () => {
    const sheet = style.sheet!
    const angle = between(random, 0, Math.PI)
    return {
      a: ir(random, sheet.amplitude),
      l: ir(random, sheet.wavelength),
      c: Math.cos(angle),
      s: Math.sin(angle),
      p: between(random, 0, 7),
      along: between(random, 0, Math.PI),
    }
  })
  const map = (point: Point): Point => {
    let [x, y] = tilt(point)
    const [x0, y0] = [x, y]
    for (const w of waves) {
      const d = w.a * Math.sin((2 * Math.PI * (x0 * w.c + y0 * w.s)) / w.l + w.p)
      x += d * Math.cos(w.along)
      y += d * Math.sin(w.along) * 0.6
    }
    return [x, y]
  }
  const { glyphs, left, right } = placed(style, code, random)
  const mapped = glyphs.flat().map((st) => st.map(map))
  // Keep the text inside the picture after the bend: shift it back in, or centre it if it is wider.
  const fitIn = (values: number[], size: number) => {
    const [lo, hi] = [Math.min(...values), Math.max(...values)]
    const pad = 4
    if (hi - lo > size - 2 * pad) return (size - lo - hi) / 2
    return lo < pad ? pad - lo : hi > size - pad ? size - pad - hi : 0
  }
  const dx = fitIn(
    mapped.flat().map((p) => p[0]),
    width,
  )
  const dy = fitIn(
    mapped.flat().map((p) => p[1]),
    height,
  )
  const glyphStrokes = mapped.map((st) => st.map(([x, y]): Point => [x + dx, y + dy]))
  const glyphCentres = glyphs.map((g) => {
    const pts = g.flat().map(map)
    return [
      pts.reduce((t, p) => t + p[0], 0) / pts.length + dx,
      pts.reduce((t, p) => t + p[1], 0) / pts.length + dy,
    ] as const
  })
  /** The text's own middle line: the glyphs' centres, smoothed along x. */
  const middle = (x: number) => {
    let [sum, weight] = [0, 0]
    for (const [gx, gy] of glyphCentres) {
      const w = Math.exp(-(((x - gx) / 28) ** 2))
      sum += w * gy
      weight += w
    }
    return weight > 1e-9 ? sum / weight : height / 2
  }
  const cov = emptyCoverage(width, height)
  if (style.knockout) {
    const ko = style.knockout
    const n = Math.round(ir(random, ko.count))
    const tw = ir(random, ko.textureWidth)
    for (let i = 0; i < n; i += 1) {
      const [x0, y0] = [between(random, -5, width + 5), between(random, -5, height + 5)]
      const a = between(random, 0, Math.PI)
      const len = ir(random, ko.length)
      drawPolyline(
        cov,
        subdivide(
          [
            [x0, y0],
            [x0 + Math.cos(a) * len, y0 + Math.sin(a) * len],
          ],
          2,
        ),
        tw,
      )
    }
    const hole = emptyCoverage(width, height)
    for (const st of glyphStrokes) drawPolyline(hole, st, sw + 2 * ko.gap)
    if (ko.decoys) {
      const letters = Object.values(GLYPHS)
      const n = Math.round(ir(random, ko.decoys))
      for (let i = 0; i < n; i += 1) {
        const g = letters[Math.floor(random() * letters.length)] ?? []
        const st = g[Math.floor(random() * g.length)] ?? []
        const scale = ir(random, style.glyphHeight) / 14
        const [cx, cy] = [between(random, left - 10, right + 10), between(random, 4, height - 4)]
        const a = between(random, -Math.PI, Math.PI)
        const [c, s] = [Math.cos(a), Math.sin(a)]
        drawPolyline(
          hole,
          subdivide(st, 1).map(([gx, gy]): Point => {
            const [xx, yy] = [(gx - 5) * scale * 0.7, (gy - 7) * scale * 0.7]
            return map([cx + xx * c - yy * s, cy + xx * s + yy * c])
          }),
          sw + 2 * ko.gap,
        )
      }
    }
    const ink = emptyCoverage(width, height)
    for (const st of glyphStrokes) drawPolyline(ink, st, sw)
    for (let i = 0; i < cov.data.length; i += 1)
      cov.data[i] =
        Math.max(0, Math.min(cov.data[i] as number, 1 - (hole.data[i] as number))) + (ink.data[i] as number) * 0
  } else if (style.mixedStrokes) {
    for (const st of glyphStrokes) {
      const kind = Math.floor(random() * 3)
      if (kind === 0) drawPolyline(cov, st, sw)
      else if (kind === 1) {
        const outer = emptyCoverage(width, height)
        const inner = emptyCoverage(width, height)
        drawPolyline(outer, st, sw + 3)
        drawPolyline(inner, st, sw - 0.2)
        for (let i = 0; i < cov.data.length; i += 1)
          cov.data[i] = Math.max(
            cov.data[i] as number,
            Math.min(outer.data[i] as number, 1 - (inner.data[i] as number)),
          )
      } else {
        const pitch = sw * 2.2
        let travelled = 0
        for (let k = 1; k < st.length; k += 1) {
          const [a, b] = [st[k - 1] as Point, st[k] as Point]
          travelled += Math.hypot(b[0] - a[0], b[1] - a[1])
          if (travelled >= pitch) {
            travelled = 0
            drawPolyline(cov, [b, [b[0] + 0.01, b[1]]], sw * 1.5)
          }
        }
      }
    }
  } else {
    for (const st of glyphStrokes) drawPolyline(cov, st, sw)
  }
  if (style.crossing) {
    const cr = style.crossing
    const all = glyphStrokes.flat()
    const [l, r] = [Math.min(...all.map((p) => p[0])), Math.max(...all.map((p) => p[0]))]
    for (let k = 0; k < cr.count; k += 1) {
      const span = cr.span ? ir(random, cr.span) * (r - l) : r - l + 30
      const start = cr.span ? between(random, l - 10, r + 10 - span) : l - between(random, 6, 20)
      const [from, to] = [start, start + span]
      const amplitude = ir(random, cr.amplitude) * height
      const wavelength = ir(random, cr.wavelength)
      const phase = between(random, 0, 2 * Math.PI)
      const [cy, slope] = [
        height / 2 +
          (cr.centre ? ir(random, cr.centre) * (cr.below || random() < 0.5 ? 1 : -1) * height : between(random, -4, 4)),
        between(random, -0.1, 0.1),
      ]
      const pts: Point[] = Array.from({ length: 61 }, (_, i) => {
        const x = from + ((to - from) * i) / 60
        const along = cr.follow ? middle(x) - height / 2 : slope * (x - (from + to) / 2)
        return [x, cy + along + amplitude * Math.sin((2 * Math.PI * x) / wavelength + phase)]
      })
      drawPolyline(cov, pts, sw)
    }
  }
  if (style.crossers) {
    const n = Math.round(ir(random, style.crossers) * code.length)
    const all = glyphStrokes.flat()
    const [l, r] = [Math.min(...all.map((p) => p[0])), Math.max(...all.map((p) => p[0]))]
    for (let i = 0; i < n; i += 1) {
      const [cx, cy] = [between(random, l, r), between(random, height * 0.3, height * 0.7)]
      const a = between(random, -1, 1) * (Math.PI / 2.5)
      const len = between(random, 14, 26)
      const bend = between(random, -0.5, 0.5)
      const pts: Point[] = Array.from({ length: 9 }, (_, k) => {
        const t = k / 8 - 0.5
        const aa = a + bend * t * 2
        return [cx + Math.cos(aa) * len * t, cy + Math.sin(aa) * len * t]
      })
      drawPolyline(cov, pts, sw)
    }
  }
  if (style.fragments) {
    const letters = Object.values(GLYPHS)
    const n = Math.round(ir(random, style.fragments.count))
    for (let i = 0; i < n; i += 1) {
      const g = letters[Math.floor(random() * letters.length)] ?? []
      const st = g[Math.floor(random() * g.length)] ?? []
      const scale = ir(random, style.glyphHeight) / 14
      const [cx, cy] = [between(random, left - 10, right + 10), between(random, 4, height - 4)]
      const a = between(random, -Math.PI, Math.PI)
      const [c, s] = [Math.cos(a), Math.sin(a)]
      drawPolyline(
        cov,
        subdivide(st, 1).map(([gx, gy]): Point => {
          const [xx, yy] = [(gx - 5) * scale * 0.8, (gy - 7) * scale * 0.8]
          return map([cx + xx * c - yy * s, cy + xx * s + yy * c])
        }),
        sw,
      )
    }
  }
  if (style.segments) {
    const n = Math.round(ir(random, style.segments.count))
    for (let i = 0; i < n; i += 1) {
      const [x0, y0] = [between(random, left - 8, right + 8), between(random, 2, height - 2)]
      const a = between(random, 0, Math.PI)
      const len = ir(random, style.segments.length)
      const bend = between(random, -0.4, 0.4)
      const pts: Point[] = Array.from({ length: 5 }, (_, k) => {
        const t = k / 4 - 0.5
        const aa = a + bend * t * 2
        return [x0 + Math.cos(aa) * len * t, y0 + Math.sin(aa) * len * t]
      })
      drawPolyline(cov, pts, sw)
    }
  }
  if (style.occluders) {
    const o = style.occluders
    const n = Math.round(ir(random, o.count))
    const cut = emptyCoverage(width, height)
    for (let i = 0; i < n; i += 1) {
      const w = ir(random, o.width)
      if (o.kind === 'bars') {
        const a = between(random, -1, 1) * (Math.PI / 2.2)
        const [cx, cy] = [between(random, left, right), between(random, height * 0.2, height * 0.8)]
        const len = between(random, 20, 60)
        drawPolyline(
          cut,
          subdivide(
            [
              [cx - Math.cos(a) * len, cy - Math.sin(a) * len],
              [cx + Math.cos(a) * len, cy + Math.sin(a) * len],
            ],
            2,
          ),
          w,
        )
      } else {
        const [cx, cy] = [between(random, left, right), between(random, 4, height - 4)]
        drawPolyline(
          cut,
          [
            [cx, cy],
            [cx + between(random, -3, 3), cy + between(random, -3, 3)],
          ],
          w,
        )
      }
    }
    for (let i = 0; i < cov.data.length; i += 1)
      cov.data[i] = Math.min(cov.data[i] as number, 1 - (cut.data[i] as number))
  }
  if (style.warp) {
    return warpCoverage(cov, {
      amplitudeX: ir(random, style.warp),
      wavelengthX: between(random, 40, 70),
      phaseX: between(random, 0, 7),
      amplitudeY: ir(random, style.warp),
      wavelengthY: between(random, 70, 120),
      phaseY: between(random, 0, 7),
    })
  }
  return cov
}

/** Quantised to the generator's 16 levels, as the PNG holds it. */
export function quantise(cov: Coverage): Coverage {
  const data = Float32Array.from(cov.data, (v) => Math.round(Math.min(1, v) * 16) / 16)
  return { width: cov.width, height: cov.height, data }
}
