import type { Collectible } from '@/api/nft'

/** Where the collectible came into being: its mint transaction and block (null when not found). */
export interface MintRecord {
  tx_hash: string
  block_number: string
}

export interface CertificateText {
  title: string
  fields: readonly { label: string; value: string }[]
  scanToVerify: string
  footer: string
}

export interface CertificateContent {
  text: CertificateText
  /** QR modules of the public details link (true = dark). */
  qr: readonly (readonly boolean[])[]
}

const WIDTH = 1600
const HEIGHT = 1000
const MARGIN = 80
const FONT = '"Microsoft YaHei", "WenQuanYi Micro Hei", "PingFang SC", "Noto Sans CJK SC", sans-serif'

/** Breaks `text` into lines no wider than `width` (character by character: URIs and hashes have no spaces). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const character of text) {
    if (context.measureText(line + character).width > width && line !== '') {
      lines.push(line)
      line = ''
      if (lines.length === maxLines) break
    }
    line += character
  }
  if (lines.length < maxLines && line !== '') lines.push(line)
  else if (lines.length === maxLines && line !== '') lines[maxLines - 1] = `${lines[maxLines - 1]?.slice(0, -1)}…`
  return lines
}

/** Draws the certificate: a framed sheet with the fields on the left and the QR code on the right. */
export function drawCertificate(canvas: HTMLCanvasElement, content: CertificateContent): void {
  canvas.width = WIDTH
  canvas.height = HEIGHT
  const context = canvas.getContext('2d')
  if (!context) throw new Error('canvas 2d is not available')
  context.fillStyle = '#fffdf7'
  context.fillRect(0, 0, WIDTH, HEIGHT)
  context.strokeStyle = '#b08d3c'
  context.lineWidth = 6
  context.strokeRect(30, 30, WIDTH - 60, HEIGHT - 60)
  context.lineWidth = 2
  context.strokeRect(44, 44, WIDTH - 88, HEIGHT - 88)

  context.fillStyle = '#3b2f14'
  context.textAlign = 'center'
  context.textBaseline = 'top'
  context.font = `bold 56px ${FONT}`
  context.fillText(content.text.title, WIDTH / 2, MARGIN + 20)

  const qrSize = 360
  const qrLeft = WIDTH - MARGIN - qrSize - 20
  const textWidth = qrLeft - MARGIN - 60
  context.textAlign = 'left'
  let y = MARGIN + 130
  for (const field of content.text.fields) {
    context.font = `bold 28px ${FONT}`
    context.fillStyle = '#6b5a2e'
    context.fillText(field.label, MARGIN + 20, y)
    context.font = `28px ${FONT}`
    context.fillStyle = '#1f1a10'
    const lines = wrap(context, field.value || '—', textWidth - 220, 2)
    for (const [index, line] of lines.entries()) context.fillText(line, MARGIN + 240, y + index * 36)
    y += Math.max(1, lines.length) * 36 + 22
  }

  const cells = content.qr.length
  const cell = Math.floor(qrSize / Math.max(cells, 1))
  const qrTop = MARGIN + 160
  context.fillStyle = '#ffffff'
  context.fillRect(qrLeft - 10, qrTop - 10, cell * cells + 20, cell * cells + 20)
  context.fillStyle = '#000000'
  content.qr.forEach((row, rowIndex) =>
    row.forEach((dark, columnIndex) => {
      if (dark) context.fillRect(qrLeft + columnIndex * cell, qrTop + rowIndex * cell, cell, cell)
    }),
  )
  context.textAlign = 'center'
  context.font = `24px ${FONT}`
  context.fillStyle = '#6b5a2e'
  context.fillText(content.text.scanToVerify, qrLeft + (cell * cells) / 2, qrTop + cell * cells + 24)

  context.font = `22px ${FONT}`
  context.fillText(content.text.footer, WIDTH / 2, HEIGHT - MARGIN - 10)
}

/** The certificate as a PNG file. */
export function certificatePng(content: CertificateContent): Promise<Blob> {
  const canvas = document.createElement('canvas')
  drawCertificate(canvas, content)
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the certificate could not be encoded'))),
      'image/png',
    ),
  )
}

/** The file name: the collectible's number and its holder. */
export function certificateFileName(collectible: Pick<Collectible, 'nft_id' | 'owner'>): string {
  return `certificate-${collectible.nft_id}-${collectible.owner}.png`
}
