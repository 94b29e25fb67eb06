import { describe, expect, it } from 'vitest'
import { CAPTCHA_STYLE } from '@/lib/captcha-image'
import { randomCode, renderCaptcha } from '../auth/captcha'
import { pngChunks, pngFromDataUrl } from './captcha-solvers/png-decode'

describe('captcha image', () => {
  it('is a raster PNG with pixels only: no SVG, no text chunk, nothing of the answer in its bytes', () => {
    for (let round = 0; round < 20; round += 1) {
      const code = randomCode()
      const image = renderCaptcha(code)
      expect(image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
      const png = pngFromDataUrl(image)
      expect(png.toString('latin1')).not.toMatch(/<svg|<path|<text|xmlns/i)
      expect(png.toString('latin1')).not.toContain(code)
      const chunks = pngChunks(png)
      expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND'])
      const header = chunks[0]?.data
      expect([header?.readUInt32BE(0), header?.readUInt32BE(4)]).toEqual([CAPTCHA_STYLE.width, CAPTCHA_STYLE.height])
    }
  })

  it('renders with well under 20 ms of CPU per captcha', () => {
    // CPU time, which a loaded machine does not stretch as it does wall time; the median, as a few renders
    // meet a garbage collection (figures in server/README.md).
    const times = Array.from({ length: 41 }, () => {
      const started = process.cpuUsage()
      renderCaptcha(randomCode())
      const { user, system } = process.cpuUsage(started)
      return (user + system) / 1000
    }).sort((a, b) => a - b)
    expect(times[20]).toBeLessThan(20)
  })
})
