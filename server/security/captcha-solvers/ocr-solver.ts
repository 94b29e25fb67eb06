import { createRequire } from 'node:module'
import { deflateSync } from 'node:zlib'
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js'
import { CAPTCHA_ALPHABET, encodePng } from '@/lib/captcha-image'
import { decodeCaptcha } from './png-decode'

/**
 * A general OCR engine, offline: tesseract.js with the English model from the `@tesseract.js-data/eng`
 * package (a local folder: nothing downloaded, no cache written), told the alphabet, reading one line.
 */
const { langPath } = createRequire(import.meta.url)('@tesseract.js-data/eng') as { langPath: string }

const SCALE = 3

/** The picture as black ink on white, three times larger: what OCR reads best. */
function prepared(image: string): Uint8Array {
  const { width, height, ink } = decodeCaptcha(image)
  const pixels = new Uint8Array(width * SCALE * height * SCALE)
  for (let y = 0; y < height * SCALE; y += 1)
    for (let x = 0; x < width * SCALE; x += 1)
      pixels[y * width * SCALE + x] =
        (ink[Math.floor(y / SCALE) * width + Math.floor(x / SCALE)] as number) > 0.5 ? 1 : 0
  const palette = new Uint8Array([255, 255, 255, 0, 0, 0])
  return encodePng({ width: width * SCALE, height: height * SCALE, pixels, palette }, (data) => deflateSync(data))
}

export interface OcrSolver {
  solve(image: string): Promise<string>
  close(): Promise<void>
}

export async function startOcrSolver(): Promise<OcrSolver> {
  const worker: Worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' })
  await worker.setParameters({ tessedit_char_whitelist: CAPTCHA_ALPHABET, tessedit_pageseg_mode: PSM.SINGLE_LINE })
  return {
    async solve(image) {
      const { data } = await worker.recognize(Buffer.from(prepared(image)))
      return data.text.replace(/\s+/g, '').toUpperCase()
    },
    close: async () => {
      await worker.terminate()
    },
  }
}
