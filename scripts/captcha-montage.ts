/**
 * A blind reading test of the captcha for people: `tsx scripts/captcha-montage.ts [count] [out] [width]` draws
 * `count` captchas (10) stacked in `out`.png (/tmp/captcha-montage), each scaled to `width` px (the console's
 * display width; 0 keeps the generator's size), and their answers in `out`.answers. Read the picture first,
 * write down what you read, then compare with the answers.
 */
import { writeFileSync } from 'node:fs'
import { crc32, deflateSync } from 'node:zlib'
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, drawCaptcha, type IndexedImage } from '../src/lib/captcha-image'

const count = Number(process.argv[2] ?? 10)
const out = process.argv[3] ?? '/tmp/captcha-montage'
const codes = Array.from({ length: count }, () =>
  Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[Math.floor(Math.random() * CAPTCHA_ALPHABET.length)],
  ).join(''),
)
const images = codes.map((code) => drawCaptcha(code, Math.random))
const [{ width, height }] = images as [IndexedImage]
const shownWidth = Number(process.argv[4] ?? 0) || width
const shownHeight = Math.round((height * shownWidth) / width)
const gap = 6

/** One channel of a palette image at the shown size: each output pixel averages the source area it covers. */
function scaled(image: IndexedImage, channel: number): Float32Array {
  const result = new Float32Array(shownWidth * shownHeight)
  const colour = (x: number, y: number) =>
    image.palette[(image.pixels[y * width + x] as number) * 3 + channel] as number
  for (let row = 0; row < shownHeight; row += 1)
    for (let column = 0; column < shownWidth; column += 1) {
      const [x0, x1] = [(column * width) / shownWidth, ((column + 1) * width) / shownWidth]
      const [y0, y1] = [(row * height) / shownHeight, ((row + 1) * height) / shownHeight]
      let [sum, area] = [0, 0]
      for (let y = Math.floor(y0); y < Math.ceil(y1); y += 1)
        for (let x = Math.floor(x0); x < Math.ceil(x1); x += 1) {
          const share = (Math.min(x + 1, x1) - Math.max(x, x0)) * (Math.min(y + 1, y1) - Math.max(y, y0))
          sum += share * colour(x, y)
          area += share
        }
      result[row * shownWidth + column] = sum / area
    }
  return result
}

const montageHeight = (shownHeight + gap) * count
const rows = Buffer.alloc((shownWidth * 3 + 1) * montageHeight, 255)
images.forEach((image, index) => {
  const channels = [0, 1, 2].map((channel) => scaled(image, channel))
  for (let row = 0; row < shownHeight; row += 1) {
    const start = (index * (shownHeight + gap) + row) * (shownWidth * 3 + 1)
    rows[start] = 0
    for (let column = 0; column < shownWidth; column += 1)
      channels.forEach((values, channel) => {
        rows[start + 1 + column * 3 + channel] = Math.round(values[row * shownWidth + column] as number)
      })
  }
})
for (let row = 0; row < montageHeight; row += 1) rows[row * (shownWidth * 3 + 1)] = 0

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(body.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}
const header = Buffer.alloc(13)
header.writeUInt32BE(shownWidth, 0)
header.writeUInt32BE(montageHeight, 4)
header.set([8, 2], 8)
writeFileSync(
  `${out}.png`,
  Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]),
)
writeFileSync(`${out}.answers`, `${codes.join('\n')}\n`)
console.log(`wrote ${out}.png (${count} captchas at ${shownWidth} × ${shownHeight}) and ${out}.answers`)
