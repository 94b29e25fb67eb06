import type { ReactNode } from 'react'
import { Card, Stack } from '@/design-system'

/** A billing screen's content in one card (the layout already shows the page's title as its heading). */
export function BillingPage({ extra, children }: { extra?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <Stack gap={4}>
        {extra && (
          <Stack direction="horizontal" justify="end">
            {extra}
          </Stack>
        )}
        {children}
      </Stack>
    </Card>
  )
}
