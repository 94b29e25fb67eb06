/** QR codes for share links and certificates; the encoder loads only when one is made. */

/** The link as an SVG QR code image (a data URL, allowed by the CSP's img-src). */
export async function qrCodeImage(text: string): Promise<string> {
  const qrcode = await import('qrcode')
  const svg = await qrcode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** The link's QR modules (true = dark), row by row, for drawing on a canvas. */
export async function qrCodeModules(text: string): Promise<boolean[][]> {
  const qrcode = await import('qrcode')
  const { modules } = qrcode.create(text, { errorCorrectionLevel: 'M' })
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  )
}
