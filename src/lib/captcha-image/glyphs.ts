/**
 * The captcha alphabet as stroke outlines on a 10 × 14 grid (y down), drawn as thick round strokes. Pairs that
 * warping, rotation or a crossing stroke make look alike are left out: 0/O/D-like rounds beyond C and D, 1/I/L,
 * 2/Z, 4/A, 5/S, 6/G, 7/Z, 8/B, E/F (F plus a stroke is E), N (an A or H when crossed), Y (an X or K when its strokes shift), P/R, V (a warped U or Y), J, Q.
 */
export type Point = readonly [number, number]
export type Stroke = readonly Point[]

/** Points along an ellipse from `from` to `to` degrees (counter-clockwise on screen, 0° pointing right). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 10): Point[] {
  return Array.from({ length: steps + 1 }, (_, index) => {
    const angle = ((from + ((to - from) * index) / steps) * Math.PI) / 180
    return [cx + rx * Math.cos(angle), cy - ry * Math.sin(angle)] as const
  })
}

export const GLYPHS: Readonly<Record<string, readonly Stroke[]>> = {
  A: [
    [
      [0, 14],
      [5, 0],
      [10, 14],
    ],
    [
      [2.2, 9],
      [7.8, 9],
    ],
  ],
  C: [arc(5.5, 7, 5, 7, 45, 315, 14)],
  D: [[[0, 14], [0, 0], [3, 0], ...arc(3, 7, 7, 7, 90, -90, 12), [0, 14]]],
  E: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
      [10, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [10, 14],
    ],
    [
      [0, 7],
      [10, 7],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [0, 9],
    ],
    [
      [3.5, 6],
      [10, 14],
    ],
  ],
  M: [
    [
      [0, 14],
      [0, 0],
      [5, 9],
      [10, 0],
      [10, 14],
    ],
  ],
  R: [
    [[0, 14], [0, 0], [5, 0], ...arc(5, 3.75, 5, 3.75, 90, -90, 8), [0, 7.5]],
    [
      [4.5, 7.5],
      [10, 14],
    ],
  ],
  T: [
    [
      [0, 0],
      [10, 0],
    ],
    [
      [5, 0],
      [5, 14],
    ],
  ],
  U: [[[0, 0], [0, 9], ...arc(5, 9, 5, 5, 180, 360, 10), [10, 0]]],
  W: [
    [
      [0, 0],
      [2.5, 14],
      [5, 4],
      [7.5, 14],
      [10, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [10, 14],
    ],
    [
      [10, 0],
      [0, 14],
    ],
  ],
  '3': [
    [...arc(5, 3.5, 4.5, 3.5, 150, -90, 10), ...arc(5, 10.5, 5, 3.5, 90, -150, 10)],
    [
      [3, 7],
      [5, 7],
    ],
  ],
  '9': [arc(5, 4.5, 5, 4.5, 0, 360, 16), [[10, 4.5], [10, 9.5], ...arc(6, 9.5, 4, 4.5, 0, -135, 8)]],
}

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('')

/** Characters in a code: with this alphabet, about 4.8 million codes. */
export const CAPTCHA_LENGTH = 6
