import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { RegisterForm as RegisterFormValues } from '@/api/register-form'
import { Card, CenteredLayout, message } from '@/design-system'
import { useI18n } from '../messages'
import { registerAccount } from '../api/register'
import { RegisterForm } from '../components/RegisterForm'

/** `/register` (spec §2, §5, §8): on success '注册成功,请登录' and on to the login page. */
export default function RegisterPage() {
  const { messages } = useI18n()
  const navigate = useNavigate()
  const registration = useMutation({
    mutationFn: (values: RegisterFormValues) => registerAccount(values),
    onSuccess: () => {
      message.success(messages.messages.registerSuccess)
      navigate('/login')
    },
    // Failures are shown by the HTTP layer (the server's message, or 'service error').
  })
  return (
    <CenteredLayout>
      <Card title={messages.auth.registerTitle} headingLevel={2}>
        <RegisterForm
          busy={registration.isPending}
          onSubmit={(values) => registration.mutate(values)}
          onCancel={() => navigate('/login')}
        />
      </Card>
    </CenteredLayout>
  )
}
