import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { Button, Card, CenteredLayout, Stack } from '@/design-system'
import { useI18n } from '@/lib/i18n'
import { resetPassphrasePrompts } from '@/lib/passphrase-prompt'
import { clearSession } from '@/lib/session'

/**
 * `/logout` (spec §2, §4): logging out clears the whole session storage (token, login info, the decrypted
 * chain key); the page is a card with one way on, to the login page.
 */
export default function LogoutPage() {
  const { messages } = useI18n()
  const navigate = useNavigate()
  useEffect(() => {
    clearSession()
    resetPassphrasePrompts()
  }, [])
  return (
    <CenteredLayout>
      <Card title={messages.auth.loggedOutTitle} headingLevel={2}>
        <Stack gap={4}>
          <p>{messages.auth.loggedOutHint}</p>
          <Button variant="primary" block onClick={() => navigate('/login')}>
            {messages.auth.clickToLogin}
          </Button>
        </Stack>
      </Card>
    </CenteredLayout>
  )
}
