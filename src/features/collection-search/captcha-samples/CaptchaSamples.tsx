import { useState } from 'react'
import styled from 'styled-components'
import { Button, CaptchaImage } from '@/design-system'
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, drawCaptcha, encodePng, pngDataUrl, storedZlib } from '@/lib/captcha-image'

/** mulberry32: the same samples on every run, so a reviewer and a screenshot see the same pictures. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` captchas from the server's generator (src/lib/captcha-image), with their answers. */
export function captchaSamples(count: number, seed: number): { code: string; image: string }[] {
  const random = seeded(seed)
  return Array.from({ length: count }, () => {
    const code = Array.from(
      { length: CAPTCHA_LENGTH },
      () => CAPTCHA_ALPHABET[Math.floor(random() * CAPTCHA_ALPHABET.length)],
    )
    const text = code.join('')
    return { code: text, image: pngDataUrl(encodePng(drawCaptcha(text, random), storedZlib)) }
  })
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(400px, 1fr));
  gap: 16px;
  padding: 0;
  list-style: none;
`

const Answer = styled.span`
  display: block;
  margin-top: 4px;
  font-family: monospace;
  font-size: 16px;
  letter-spacing: 0.2em;
`

/**
 * Samples as the login and search forms show them (the forms' frame: the picture at its own size), answers hidden until asked:
 * read them first, then compare. A larger copy beside each is for a closer look.
 */
export function CaptchaSamples({ count = 12, seed = 1 }: { count?: number; seed?: number }) {
  const [shown, setShown] = useState(false)
  const samples = captchaSamples(count, seed)
  return (
    <div>
      <Button onClick={() => setShown((current) => !current)}>{shown ? 'Hide answers' : 'Show answers'}</Button>
      <Grid aria-label="captcha samples">
        {samples.map((sample, index) => (
          <li key={index}>
            <CaptchaImage image={sample.image} onRefresh={() => {}} />
            <CaptchaImage image={sample.image} onRefresh={() => {}} width={392} height={107} />
            <Answer data-answer="">{shown ? sample.code : '·'.repeat(sample.code.length)}</Answer>
          </li>
        ))}
      </Grid>
    </div>
  )
}
