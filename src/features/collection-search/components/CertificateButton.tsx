import { useState } from 'react'
import type { Collectible } from '@/api/nft'
import { Alert, Button, Stack } from '@/design-system'
import { downloadFile } from '@/lib/csv'
import { useI18n } from '../messages'
import { certificateFields } from '../certificate/certificate-fields'
import { findMintRecord } from '../certificate/mint-record'
import { certificateFileName, certificatePng } from '../certificate/ownership-certificate'
import { qrCodeModules } from '../certificate/qr-code'
import { detailsHref } from '../search-params'

/** Makes and downloads the collectible's ownership certificate (PNG) with a QR code to its public details. */
export function CertificateButton({ collectible }: { collectible: Collectible }) {
  const { messages, locale } = useI18n()
  const t = messages.collectionSearch
  const [status, setStatus] = useState<'idle' | 'making' | 'failed' | 'done'>('idle')

  async function make() {
    setStatus('making')
    try {
      const url = new URL(detailsHref(collectible), window.location.origin).href
      const [mint, qr] = await Promise.all([findMintRecord(collectible), qrCodeModules(url)])
      const file = await certificatePng({
        qr,
        text: {
          title: t.certificateTitle,
          scanToVerify: t.scanToVerify,
          footer: url,
          fields: certificateFields(collectible, mint, messages, locale, new Date()),
        },
      })
      downloadFile(file, certificateFileName(collectible))
      setStatus('done')
    } catch {
      setStatus('failed')
    }
  }

  return (
    <Stack gap={2}>
      <Button loading={status === 'making'} onClick={() => void make()}>
        {status === 'making' ? t.certificateGenerating : t.certificate}
      </Button>
      {status === 'failed' && <Alert type="error" title={t.certificateFailed} />}
      {status === 'done' && (
        <span role="status" aria-live="polite">
          {t.certificateReady}
        </span>
      )}
    </Stack>
  )
}
