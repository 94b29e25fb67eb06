import type { Point } from './glyphs'

/** A uniform number in [0, 1): the server's comes from the secure source, the mock's and the stories' are seeded. */
export type Random = () => number

export const between = (random: Random, min: number, max: number) => min + random() * (max - min)

/** Ink coverage per pixel, 0…1, row by row. */
export interface Coverage {
  readonly width: number
  readonly height: number
  readonly data: Float32Array
}

export function emptyCoverage(width: number, height: number): Coverage {
  return { width, height, data: new Float32Array(width * height) }
}

/**
 * Draws a round-capped stroke along a polyline: each pixel takes the ink of its distance to the nearest
 * segment (one pixel of anti-aliasing), so overlapping strokes merge with no seam to tell them apart.
 */
export function drawPolyline(target: Coverage, points: readonly Point[], strokeWidth: number): void {
  const radius = strokeWidth / 2
  const { width, height, data } = target
  for (let index = 1; index < points.length; index += 1) {
    const [ax, ay] = points[index - 1] as Point
    const [bx, by] = points[index] as Point
    const dx = bx - ax
    const dy = by - ay
    const lengthSquared = dx * dx + dy * dy || 1e-9
    const left = Math.max(0, Math.floor(Math.min(ax, bx) - radius - 1))
    const right = Math.min(width - 1, Math.ceil(Math.max(ax, bx) + radius + 1))
    const top = Math.max(0, Math.floor(Math.min(ay, by) - radius - 1))
    const bottom = Math.min(height - 1, Math.ceil(Math.max(ay, by) + radius + 1))
    for (let y = top; y <= bottom; y += 1) {
      const py = y + 0.5
      for (let x = left; x <= right; x += 1) {
        const px = x + 0.5
        const along = Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / lengthSquared))
        const ex = px - (ax + along * dx)
        const ey = py - (ay + along * dy)
        const ink = radius + 0.5 - Math.sqrt(ex * ex + ey * ey)
        if (ink <= 0) continue
        const at = y * width + x
        const value = ink >= 1 ? 1 : ink
        if (value > (data[at] as number)) data[at] = value
      }
    }
  }
}

/** Splits each segment into pieces no longer than `step`, so a later displacement bends straight strokes. */
export function subdivide(points: readonly Point[], step: number): Point[] {
  const result: Point[] = []
  points.forEach((point, index) => {
    const previous = points[index - 1]
    if (previous) {
      const pieces = Math.max(1, Math.ceil(Math.hypot(point[0] - previous[0], point[1] - previous[1]) / step))
      for (let piece = 1; piece < pieces; piece += 1) {
        const t = piece / pieces
        result.push([previous[0] + (point[0] - previous[0]) * t, previous[1] + (point[1] - previous[1]) * t])
      }
    }
    result.push(point)
  })
  return result
}

/** A smooth displacement of the whole picture: two sine waves across each axis. */
export interface SineWarp {
  readonly amplitudeX: number
  readonly wavelengthX: number
  readonly phaseX: number
  readonly amplitudeY: number
  readonly wavelengthY: number
  readonly phaseY: number
}

/** Samples `source` through the warp (bilinear), so strokes, their joins and the noise all bend together. */
export function warpCoverage(source: Coverage, warp: SineWarp): Coverage {
  const { width, height, data } = source
  const result = emptyCoverage(width, height)
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : (data[y * width + x] as number)
  for (let y = 0; y < height; y += 1) {
    const shiftX = warp.amplitudeX * Math.sin((2 * Math.PI * y) / warp.wavelengthX + warp.phaseX)
    for (let x = 0; x < width; x += 1) {
      const sx = x + shiftX
      const sy = y + warp.amplitudeY * Math.sin((2 * Math.PI * x) / warp.wavelengthY + warp.phaseY)
      const x0 = Math.floor(sx)
      const y0 = Math.floor(sy)
      const fx = sx - x0
      const fy = sy - y0
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
      result.data[y * width + x] = top * (1 - fy) + bottom * fy
    }
  }
  return result
}
