import { useState } from 'react'
import type { BusinessType } from '@/api/primitives'
import { Alert, Button, CopyButton, Dialog, Input, Skeleton, Stack } from '@/design-system'
import { useI18n } from '../messages'
import { qrCodeImage } from '../certificate/qr-code'
import { detailsHref } from '../search-params'
import { useRequest } from '../api/use-request'

export interface ShareDialogProps {
  collectible: { nft_id: string; erc_info_id: string; business_type: BusinessType; owner: string }
  /** A compact trigger for table rows. */
  size?: 'sm' | 'md'
}

/** The public details link of a collectible: the address, a copy button and its QR code. */
export function ShareDialog({ collectible, size = 'sm' }: ShareDialogProps) {
  const { messages } = useI18n()
  const t = messages.collectionSearch
  const [open, setOpen] = useState(false)
  const url = new URL(detailsHref(collectible), window.location.origin).href
  // Made when the dialog opens; the same link's code is kept for the page's life.
  const qr = useRequest(() => qrCodeImage(url), open)

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size={size} variant="link" aria-label={`${t.share} ${collectible.nft_id}`}>
          {t.share}
        </Button>
      }
      title={t.shareTitle}
      description={t.shareDescription}
      closable
    >
      <Stack gap={4} align="center">
        {qr.isSuccess && (
          <img src={qr.data} width={200} height={200} alt={t.shareQr.replace('{id}', collectible.nft_id)} />
        )}
        {qr.isPending && <Skeleton lines={4} />}
        {qr.isError && <Alert type="error" title={t.qrFailed} />}
        <Stack direction="horizontal" gap={2} align="center">
          <Input aria-label={t.shareLink} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <CopyButton text={url} label={t.copyLink} />
        </Stack>
      </Stack>
    </Dialog>
  )
}
