/** tsx exp/run.ts <style> fitted|ocr|montage <n> [prepare]: round-5 screening (experiment, not for use). SEED seeds ocr and montage, ZOOM and PER shape the montage, SAVE=1 keeps what tesseract solved. */
import { writeFileSync } from 'node:fs'
import { crc32, deflateSync } from 'node:zlib'
import type { Coverage, Random } from '@/lib/captcha-image'
import { draw4, quantise, tiltMap, type Style4 } from './generate'
import { close, fitFor, lineFilter, solve, solveScored } from './solve'

/** The attacker's search over the known projection: rectify at each tilt, keep the best-scoring reading. */
function rectified(style: Style4, picture: Coverage, tilt: number): Coverage {
  const map = tiltMap(style, tilt)
  const { width, height, data } = picture
  const out = new Float32Array(data.length)
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : (data[y * width + x] as number)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const [sx, sy] = map([x + 0.5, y + 0.5])
      const [x0, y0] = [Math.floor(sx - 0.5), Math.floor(sy - 0.5)]
      const [fx, fy] = [sx - 0.5 - x0, sy - 0.5 - y0]
      out[y * width + x] =
        (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) +
        (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy
    }
  return { width, height, data: out }
}

const ALPHABET = process.env.ALPHABET ?? '39ACDEHKMRTUWX'
const base: Style4 = {
  width: 260,
  height: 70,
  glyphHeight: [38, 44],
  widthScale: [0.8, 1.3],
  advance: [1.05, 1.15],
  rotation: 12,
  shear: 0.15,
  baselineJitter: 4,
  strokeWidth: [3, 3.6],
}
const STYLES: Record<string, Style4> = {
  plain: { ...base, widthScale: [1, 1], advance: [1.25, 1.25], rotation: 0, shear: 0, baselineJitter: 0 },
  apart: base,
  occlude: { ...base, occluders: { count: [7, 10], width: [3.5, 5], kind: 'bars' } },
  blobs: { ...base, occluders: { count: [30, 40], width: [5, 8], kind: 'blobs' } },
  fragments: { ...base, fragments: { count: [8, 12] } },
  occfrag: { ...base, occluders: { count: [6, 8], width: [3.5, 5], kind: 'bars' }, fragments: { count: [7, 10] } },
  segments: { ...base, segments: { count: [45, 60], length: [7, 13] } },
  knockout: {
    ...base,
    strokeWidth: [3, 3.4],
    knockout: { count: [750, 850], length: [5, 9], textureWidth: [1.6, 1.9], gap: 2.2 },
  },
  wideko: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 10,
    strokeWidth: [3, 3.4],
    knockout: { count: [850, 950], length: [5, 9], textureWidth: [1.6, 1.9], gap: 2.6 },
  },
  kodecoy: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 10,
    strokeWidth: [3, 3.4],
    knockout: { count: [850, 950], length: [5, 9], textureWidth: [1.6, 1.9], gap: 2.6, decoys: [5, 7] },
  },
  mixed: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    strokeWidth: [2.6, 3],
    mixedStrokes: true,
    segments: { count: [25, 35], length: [7, 12] },
  },
  vary: { ...base, advance: [1.2, 1.32], widthScale: [0.85, 1.15], variation: 1 },
  varyocc: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    variation: 1,
    occluders: { count: [9, 12], width: [4, 5.5], kind: 'bars' },
  },
  varyseg: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    variation: 1,
    segments: { count: [45, 60], length: [7, 12] },
  },
  varyall: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    variation: 1,
    sizeSpread: [0.8, 1.2],
    occluders: { count: [8, 10], width: [4, 5.5], kind: 'bars' },
    segments: { count: [35, 45], length: [7, 12] },
  },
  stack: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    variation: 1,
    perspective: 0.35,
    warp: [1.5, 2],
    occluders: { count: [8, 10], width: [4, 5], kind: 'bars' },
    segments: { count: [35, 45], length: [7, 12] },
  },
  sheet: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [7, 10], wavelength: [110, 180], components: 3 },
  },
  sheetocc: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [7, 10], wavelength: [110, 180], components: 3 },
    occluders: { count: [9, 12], width: [4, 5.5], kind: 'bars' },
  },
  sheet2: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
  },
  sheetwave: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
    crossing: { count: 1, amplitude: [0.1, 0.16], wavelength: [60, 110] },
  },
  sheetwave2: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 12,
    shear: 0.1,
    sizeSpread: [0.85, 1.15],
    sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
    crossing: { count: 1, amplitude: [0.1, 0.16], wavelength: [60, 110] },
  },
  sheetsteep: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
    crossing: { count: 1, amplitude: [0.24, 0.3], wavelength: [42, 58] },
  },
  sheetseg: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
    segments: { count: [45, 60], length: [7, 12] },
  },
  sheetcross2: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
    crossers: [1.3, 1.7],
  },
  sheetedge: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
    crossing: { count: 1, amplitude: [0.04, 0.07], wavelength: [70, 120], centre: [0.2, 0.26] },
  },
  sheetbelow: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
    crossing: {
      count: 1,
      amplitude: [0.04, 0.07],
      wavelength: [70, 120],
      centre: [0.2, 0.26],
      below: true,
      follow: true,
    },
  },
  sheetbelow2: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
    crossing: {
      count: 1,
      amplitude: [0.05, 0.09],
      wavelength: [55, 95],
      centre: [0.16, 0.22],
      below: true,
      follow: true,
    },
  },
  sheethalf: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
    crossing: { count: 1, amplitude: [0.1, 0.16], wavelength: [60, 110], span: [0.45, 0.6] },
  },
  sheetfew: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
    segments: { count: [14, 18], length: [7, 12] },
  },
  sheetcross: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
    crossers: [0.7, 1],
  },
  sheet3: {
    ...base,
    width: 280,
    advance: [1.3, 1.42],
    widthScale: [0.85, 1.15],
    rotation: 8,
    shear: 0.1,
    sheet: { amplitude: [9, 12], wavelength: [100, 160], components: 3 },
  },
  wide: { ...base, advance: [1.2, 1.32], widthScale: [0.8, 1.15] },
  wideocc: {
    ...base,
    advance: [1.2, 1.32],
    widthScale: [0.8, 1.15],
    occluders: { count: [9, 12], width: [4, 5.5], kind: 'bars' },
  },
  wideseg: { ...base, advance: [1.2, 1.32], widthScale: [0.8, 1.15], segments: { count: [50, 65], length: [7, 12] } },
  perspective: { ...base, perspective: 0.35, warp: [1.5, 2] },
}
const PREPARE: Record<string, (c: Coverage) => Coverage> = {
  none: (c) => c,
  close1: (c) => close(c, 1),
  close2: (c) => close(c, 2),
  lines: (c) => lineFilter(c, 12),
  invert: (c) => {
    const filled = close(c, 2)
    return { ...filled, data: Float32Array.from(filled.data, (v) => 1 - v) }
  },
}

function seeded(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const [name = 'apart', mode = 'fitted', countText = '60', prep = 'none'] = process.argv.slice(2)
const style = STYLES[name]
if (!style) throw new Error(`no style ${name}`)
const count = Number(countText)
const length = Number(process.env.LEN ?? 6)
const random = mode === 'fitted' || process.env.SEED ? seeded(Number(process.env.SEED ?? 12)) : Math.random
const code = () => Array.from({ length }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('')

if (mode === 'ocr') {
  const { encodePng, pngDataUrl } = await import('@/lib/captcha-image')
  const { startOcrSolver } = await import('../server/security/captcha-solvers/ocr-solver')
  const palette = new Uint8Array(17 * 3)
  for (let level = 0; level <= 16; level += 1)
    palette.fill(Math.round(240 - (200 * level) / 16), level * 3, level * 3 + 3)
  const ocr = await startOcrSolver()
  let [solved, chars] = [0, 0]
  for (let i = 0; i < count; i += 1) {
    const c = code()
    const pic = quantise(draw4(style, c, random))
    const pixels = Uint8Array.from(pic.data, (v) => Math.round(v * 16))
    const image = pngDataUrl(
      encodePng({ width: pic.width, height: pic.height, pixels, palette }, (d) => deflateSync(d)),
    )
    const answer = await ocr.solve(image)
    if (answer === c) solved += 1
    if (process.env.VERBOSE || (process.env.SAVE && answer === c))
      console.log(i, c, answer, answer === c ? 'SOLVED' : '')
    if (process.env.SAVE && answer === c)
      writeFileSync(`/tmp/ocr-solved-${name}-${i}.png`, Buffer.from(image.split(',')[1] ?? '', 'base64'))
    for (let k = 0; k < length; k += 1) if (answer[k] === c[k]) chars += 1
    if ((i + 1) % 50 === 0)
      console.log(`  ${i + 1}: ${solved} solved, ${((100 * chars) / (i + 1) / length).toFixed(1)} % chars`)
  }
  await ocr.close()
  console.log(`${name}: tesseract ${solved}/${count}, ${((100 * chars) / count / length).toFixed(1)} % chars`)
} else if (mode === 'fitted') {
  const knock = style.knockout
  const fonts = process.env.FONTS ? process.env.FONTS.split(',').map(Number) : undefined
  const fit = fitFor(style, ALPHABET, PREPARE[prep] ?? PREPARE.none!, {
    ...(knock ? { templateStroke: 2 * knock.gap } : {}),
    ...(fonts ? { fonts } : {}),
  })
  let [solved, chars] = [0, 0]
  const started = performance.now()
  for (let i = 0; i < count; i += 1) {
    const c = code()
    const picture = quantise(draw4(style, c, random))
    let answer: string
    if (prep === 'rectify') {
      const k = style.perspective ?? 0
      const flat = fitFor({ ...style, perspective: 0 }, ALPHABET, style.occluders ? (x) => close(x, 1) : (x) => x)
      const tilts = [0, ...[0.6, 0.7, 0.8, 0.9, 1].flatMap((m) => [m * k, -m * k])]
      let best = { code: '', score: -Infinity }
      for (const tilt of tilts) {
        const found = solveScored(flat, rectified(style, picture, tilt), length)
        if (found.score > best.score) best = found
      }
      answer = best.code
    } else answer = solve(fit, picture, length)
    if (answer === c) solved += 1
    for (let k = 0; k < length; k += 1) if (answer[k] === c[k]) chars += 1
    if (process.env.VERBOSE) console.log(c, answer)
    if ((i + 1) % 10 === 0)
      console.log(`  ${i + 1}: ${solved} solved, ${((100 * chars) / (i + 1) / length).toFixed(1)} % chars`)
  }
  console.log(
    `${name} (${prep}): fitted ${solved}/${count}, ${((100 * chars) / count / length).toFixed(1)} % chars, ${((performance.now() - started) / count).toFixed(0)} ms each`,
  )
} else {
  const out = `/tmp/r4-${name}`
  const codes = Array.from({ length: count }, code)
  const pics = codes.map((c) => quantise(draw4(style, c, random)))
  const zoom = Number(process.env.ZOOM ?? 1)
  const [width, height] = [style.width * zoom, style.height * zoom]
  const gap = 8
  const per = Number(process.env.PER ?? 5)
  const chunk = (type: string, body: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(body.length)
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([len, typed, crc])
  }
  for (let part = 0; part * per < count; part += 1) {
    const some = pics.slice(part * per, part * per + per)
    const rowsH = (height + gap) * some.length
    const rows = Buffer.alloc((width * 3 + 1) * rowsH, 255)
    some.forEach((pic, index) => {
      const paper = [238, 242, 230]
      const ink = [40, 30, 90]
      for (let y = 0; y < height; y += 1) {
        const start = (index * (height + gap) + y) * (width * 3 + 1)
        for (let x = 0; x < width; x += 1) {
          const v = pic.data[Math.floor(y / zoom) * pic.width + Math.floor(x / zoom)] as number
          for (let ch = 0; ch < 3; ch += 1)
            rows[start + 1 + x * 3 + ch] = Math.round(
              (paper[ch] as number) + ((ink[ch] as number) - (paper[ch] as number)) * v,
            )
        }
      }
    })
    for (let y = 0; y < rowsH; y += 1) rows[y * (width * 3 + 1)] = 0
    const header = Buffer.alloc(13)
    header.writeUInt32BE(width, 0)
    header.writeUInt32BE(rowsH, 4)
    header.set([8, 2], 8)
    writeFileSync(
      `${out}-${part}.png`,
      Buffer.concat([
        Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
        chunk('IHDR', header),
        chunk('IDAT', deflateSync(rows)),
        chunk('IEND', Buffer.alloc(0)),
      ]),
    )
  }
  writeFileSync(`${out}.answers`, `${codes.join('\n')}\n`)
  console.log(`wrote ${out}-*.png`)
}
