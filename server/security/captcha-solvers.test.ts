import { describe, expect, it } from 'vitest'
import { startOcrSolver } from './captcha-solvers/ocr-solver'
import type { FittedGrid } from './captcha-solvers/fitted-solver'
import { captchas, runFitted, runOcr } from './captcha-solvers/run'

/**
 * A program cannot read the captcha (security guide: one-time token, unreadable by a program). Two attackers:
 * one fitted to our glyphs and generator, and tesseract.js offline. Each may solve at most 2 %; `npm run
 * bench:captcha` measures 500 from the secure source (figures in server/README.md). Here a repeatable sample
 * (seeded), sized for a loaded 2-core machine. Each solver first shows on the plain control (same glyphs
 * upright and apart, no noise or warp) that it reads what is readable.
 */
/**
 * The fitted solver on a coarser template grid than the bench's (2 heights x 3 turns x 2 shears x 2 widths, 336
 * templates against 2,520: about 0.15 s of CPU a captcha against 1.3 s). On the port's style (before the ripple)
 * it was as strong as the bench's grid (4 of these 100; the bench 2.2 % of 500); on the rippled style it is
 * weaker: none of 200 seeded (seed 12; 36 % of characters) where the bench's grid solves 2 of 150 seeded (seed
 * 20) and 10 of 500 from the secure source (2.0 %, 41.3 %; server/README.md, Captcha). So this test is an alarm
 * that a change of style or solver has made the captcha plainly readable, not the measurement: 100 captchas
 * with at most 2 solved allows a rate up to about 7 %, and the bench's 500 decide.
 */
const CI_GRID: FittedGrid = { heights: [0.25, 0.75], rotations: [-0.6, 0, 0.6], shears: [-1, 1], widths: [0.3, 0.7] }

// Pixels and solvers only, no database: the PostgreSQL rerun of the server suite leaves it out (vite.config.ts).
describe('captcha against solvers', () => {
  it('the solver fitted to our glyph set reads the plain control, and at most 2 % of 100 real captchas', () => {
    const control = runFitted(captchas(8, { plain: true, seed: 11 }), CI_GRID)
    expect(control.solved).toBeGreaterThanOrEqual(4)
    const real = runFitted(captchas(100, { seed: 12 }), CI_GRID)
    expect(real.solved).toBeLessThanOrEqual(2)
  }, 240_000)

  it('tesseract.js (offline, English model from its package) reads plain text, and none of 20 real captchas', async () => {
    const ocr = await startOcrSolver()
    try {
      const control = await runOcr(ocr, captchas(6, { plain: true, seed: 13 }))
      expect(control.characters).toBeGreaterThan(0.5)
      const real = await runOcr(ocr, captchas(20, { seed: 14 }))
      expect(real.solved).toBe(0)
    } finally {
      await ocr.close()
    }
  }, 240_000)
})
