/** Glyphs whose proportions vary as fonts do (crossbar heights, arm lengths, junctions), structure kept: experiment. */
import type { Point, Stroke } from '@/lib/captcha-image'

function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 10): Point[] {
  return Array.from({ length: steps + 1 }, (_, index) => {
    const angle = ((from + ((to - from) * index) / steps) * Math.PI) / 180
    return [cx + rx * Math.cos(angle), cy - ry * Math.sin(angle)] as const
  })
}
/** `p()` gives a number in [0, 1) per call: 0.5 is the product's glyph, the spread scales how far from it. */
const lerp = (a: number, b: number, t: number) => a + (b - a) * t

export function variantGlyph(ch: string, p: () => number): readonly Stroke[] {
  const v = (a: number, b: number) => lerp(a, b, p())
  switch (ch) {
    case 'A': {
      const apex = v(3.8, 6.2)
      const bar = v(7.5, 11)
      const [l, r] = [(apex * (14 - bar)) / 14, 10 - ((10 - apex) * (14 - bar)) / 14]
      return [
        [
          [0, 14],
          [apex, 0],
          [10, 14],
        ],
        [
          [l, bar],
          [r, bar],
        ],
      ]
    }
    case 'C': {
      const open = v(30, 65)
      return [arc(5.5, 7, v(4.5, 5.5), 7, open, 360 - open, 14)]
    }
    case 'D': {
      const flat = v(1.5, 4.5)
      const rx = 10 - flat
      return [[[0, 14], [0, 0], [flat, 0], ...arc(flat, 7, rx, 7, 90, -90, 12), [0, 14]]]
    }
    case 'E': {
      const mid = v(5.5, 8.5)
      return [
        [
          [v(8, 10.5), 0],
          [0, 0],
          [0, 14],
          [v(8, 10.5), 14],
        ],
        [
          [0, mid],
          [v(5, 8.5), mid],
        ],
      ]
    }
    case 'H': {
      const bar = v(5, 9)
      return [
        [
          [0, 0],
          [0, 14],
        ],
        [
          [10, 0],
          [10, 14],
        ],
        [
          [0, bar],
          [10, bar],
        ],
      ]
    }
    case 'K': {
      const j = v(7, 10.5)
      const t = v(0.35, 0.6)
      return [
        [
          [0, 0],
          [0, 14],
        ],
        [
          [10, 0],
          [0, j],
        ],
        [
          [10 * t, j - j * t + 0 * t],
          [10, 14],
        ],
      ]
    }
    case 'M': {
      const mid = v(6, 12)
      const lean = v(0, 1.8)
      return [
        [
          [0, 14],
          [lean, 0],
          [5, mid],
          [10 - lean, 0],
          [10, 14],
        ],
      ]
    }
    case 'R': {
      const bowl = v(6.5, 8.5)
      const r = bowl / 2
      const leg = v(3, 6)
      return [
        [[0, 14], [0, 0], [5, 0], ...arc(5, r, 5, r, 90, -90, 8), [0, bowl]],
        [
          [leg, bowl],
          [v(8.5, 10.5), 14],
        ],
      ]
    }
    case 'T': {
      const half = v(4, 5.5)
      const stem = v(4.2, 5.8)
      return [
        [
          [stem - half, 0],
          [stem + half, 0],
        ],
        [
          [stem, 0],
          [stem, 14],
        ],
      ]
    }
    case 'U': {
      const depth = v(7.5, 10)
      const ry = 14 - depth
      return [[[0, 0], [0, depth], ...arc(5, depth, 5, ry, 180, 360, 10), [10, 0]]]
    }
    case 'W': {
      const peak = v(2.5, 8)
      const [a, b] = [v(1.8, 3.2), v(6.8, 8.2)]
      return [
        [
          [0, 0],
          [a, 14],
          [5, peak],
          [b, 14],
          [10, 0],
        ],
      ]
    }
    case 'X': {
      const [a, b] = [v(0, 1.8), v(8.2, 10)]
      const [c, d] = [v(0, 1.8), v(8.2, 10)]
      return [
        [
          [a, 0],
          [d, 14],
        ],
        [
          [b, 0],
          [c, 14],
        ],
      ]
    }
    case '3': {
      const j = v(5.8, 8)
      const [top, bottom] = [j / 2, (14 - j) / 2]
      return [
        [...arc(5, top, v(4, 5), top, 150, -90, 10), ...arc(5, j + bottom, 5, bottom, 90, -150, 10)],
        [
          [v(2, 3.5), j],
          [5, j],
        ],
      ]
    }
    case '9': {
      const ry = v(3.8, 5)
      return [arc(5, ry, 5, ry, 0, 360, 16), [[10, ry], [10, 14 - 4.5], ...arc(6, 14 - 4.5, 4, 4.5, 0, -135, 8)]]
    }
    default:
      return []
  }
}
