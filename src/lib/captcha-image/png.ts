import type { IndexedImage } from './draw'

/** zlib-wrapped deflate of the scanlines: the server passes node:zlib's, the in-browser mock `storedZlib`. */
export type Zlib = (data: Uint8Array) => Uint8Array

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let value = index
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1
  return value >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function adler32(bytes: Uint8Array): number {
  let [a, b] = [1, 0]
  for (const byte of bytes) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  return ((b << 16) | a) >>> 0
}

/** zlib data in stored (uncompressed) deflate blocks: no compressor needed, where size does not matter. */
export function storedZlib(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / 65535))
  const result = new Uint8Array(2 + blocks * 5 + data.length + 4)
  const view = new DataView(result.buffer)
  result.set([0x78, 0x01])
  let at = 2
  for (let block = 0; block < blocks; block += 1) {
    const chunk = data.subarray(block * 65535, (block + 1) * 65535)
    result[at] = block === blocks - 1 ? 1 : 0
    view.setUint16(at + 1, chunk.length, true)
    view.setUint16(at + 3, ~chunk.length & 0xffff, true)
    result.set(chunk, at + 5)
    at += 5 + chunk.length
  }
  view.setUint32(at, adler32(data))
  return result
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const result = new Uint8Array(12 + data.length)
  const view = new DataView(result.buffer)
  view.setUint32(0, data.length)
  result.set(
    [...type].map((character) => character.charCodeAt(0)),
    4,
  )
  result.set(data, 8)
  view.setUint32(8 + data.length, crc32(result.subarray(4, 8 + data.length)))
  return result
}

/**
 * An 8-bit palette PNG: signature, IHDR, PLTE, IDAT, IEND. `text` adds a tEXt chunk: only the offline demo's
 * mock uses it, to carry the answer for its tests; the server never does.
 */
export function encodePng(image: IndexedImage, zlib: Zlib, text?: { keyword: string; value: string }): Uint8Array {
  const { width, height, pixels, palette } = image
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([8, 3, 0, 0, 0], 8)
  // Each scanline starts with filter type 0 (none): palette images compress best unfiltered.
  const scanlines = new Uint8Array((width + 1) * height)
  for (let y = 0; y < height; y += 1) scanlines.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1)
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', zlib(scanlines)),
    ...(text ? [chunk('tEXt', new TextEncoder().encode(`${text.keyword}\0${text.value}`))] : []),
    chunk('IEND', new Uint8Array(0)),
  ]
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  parts.reduce((at, part) => {
    result.set(part, at)
    return at + part.length
  }, 0)
  return result
}

export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,'

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  return btoa(binary)
}

export function pngDataUrl(png: Uint8Array): string {
  return PNG_DATA_URL_PREFIX + base64(png)
}
