/** Captcha-like SVG markup for stories and tests: text on a noisy background, like svg-captcha's. */
export function sampleCaptcha(text: string): string {
  const letters = Array.from(text)
    .map(
      (letter, index) =>
        `<text x="${14 + index * 24}" y="${24 + (index % 2) * 4}" font-size="22" font-family="monospace" fill="#1f56c7" transform="rotate(${index % 2 === 0 ? -8 : 8} ${14 + index * 24} 20)">${letter}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="34" viewBox="0 0 120 34"><rect width="120" height="34" fill="#f7f8fa"/><path d="M4 20 C30 4, 60 34, 116 12" stroke="#8a93a3" fill="none"/>${letters}</svg>`
}
