import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { Button, Card, CenteredLayout, Stack } from '@/design-system'
import { useI18n } from '../messages'
import { endSession } from '../api/logout'

/**
 * `/logout` (spec §2, §4): logging out revokes the token on the server and clears the whole session storage
 * (token, login info, the decrypted chain key); the page is a card with one way on, to the login page.
 */
export default function LogoutPage() {
  const { messages } = useI18n()
  const navigate = useNavigate()
  useEffect(() => {
    endSession()
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
