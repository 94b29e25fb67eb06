import { inflateSync } from 'node:zlib'

/** A decoded picture as ink per pixel, 0 (paper) … 1 (ink), from its luminance: what a solver starts from. */
export interface InkMap {
  readonly width: number
  readonly height: number
  readonly ink: Float32Array
}

const PREFIX = 'data:image/png;base64,'

/** The chunks of a PNG, in order: what a test checks for text chunks or anything else than pixels. */
export function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  if (png.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG')
  const chunks: { type: string; data: Buffer }[] = []
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) })
    at += 12 + length
  }
  return chunks
}

export function pngFromDataUrl(image: string): Buffer {
  if (!image.startsWith(PREFIX)) throw new Error('not a PNG data URL')
  return Buffer.from(image.slice(PREFIX.length), 'base64')
}

/**
 * Reads an 8-bit palette PNG (filter type 0, what the server sends) into ink from luminance: the commonest
 * colour is paper, the darkest ink. Nothing about the drawing is taken from the palette's order.
 */
export function decodeCaptcha(image: string): InkMap {
  const chunks = pngChunks(pngFromDataUrl(image))
  const header = chunks.find((chunk) => chunk.type === 'IHDR')?.data
  const palette = chunks.find((chunk) => chunk.type === 'PLTE')?.data
  if (!header || !palette || header[8] !== 8 || header[9] !== 3) throw new Error('expected an 8-bit palette PNG')
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)]
  const raw = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)))
  const luminance = (index: number) =>
    0.299 * (palette[index * 3] ?? 0) + 0.587 * (palette[index * 3 + 1] ?? 0) + 0.114 * (palette[index * 3 + 2] ?? 0)
  const indices = new Uint8Array(width * height)
  const counts = new Map<number, number>()
  for (let y = 0; y < height; y += 1) {
    if (raw[y * (width + 1)] !== 0) throw new Error('expected unfiltered scanlines')
    for (let x = 0; x < width; x += 1) {
      const index = raw[y * (width + 1) + 1 + x] as number
      indices[y * width + x] = index
      counts.set(index, (counts.get(index) ?? 0) + 1)
    }
  }
  const paper = luminance([...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0)
  const darkest = Math.min(...[...counts.keys()].map(luminance))
  const ink = new Float32Array(width * height)
  indices.forEach((index, at) => {
    ink[at] = paper === darkest ? 0 : Math.min(1, Math.max(0, (paper - luminance(index)) / (paper - darkest)))
  })
  return { width, height, ink }
}
