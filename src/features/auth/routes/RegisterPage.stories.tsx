import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { StoryRouter } from '@/test/StoryRouter'
import RegisterPage from './RegisterPage'

/** A form control by its field label (the label starts with the required mark). */
function field(
  canvas: { getByLabelText: (text: RegExp, options: { selector: string }) => HTMLElement },
  label: string,
): HTMLElement {
  return canvas.getByLabelText(new RegExp(`^\\*?${label}$`), { selector: 'input' })
}

const meta = {
  title: 'Pages/注册 ∕register',
  id: 'pages-register',
  component: RegisterPage,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StoryRouter path="/register">
      <RegisterPage />
    </StoryRouter>
  ),
} satisfies Meta<typeof RegisterPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '注册' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '提交' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '取消' })).toBeVisible()
  },
}

/** Spec §5: required messages, then the password rule and the phone format. */
export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }))
    await expect(await canvas.findByText('请输入账户名')).toBeVisible()
    await expect(canvas.getByText('请输入登录密码')).toBeVisible()
    await expect(canvas.getByText('请输入手机号')).toBeVisible()
    await userEvent.type(field(canvas, '登录密码'), 'password1')
    await userEvent.type(field(canvas, '手机号'), '1380013800')
    await userEvent.click(canvas.getByRole('button', { name: '提交' }))
    await expect(await canvas.findByText('长度为8-20位，包含数字、英文大小写和特殊字符(!#$%)')).toBeVisible()
    await expect(canvas.getByText('手机号格式错误')).toBeVisible()
  },
}

/** Issue 20 item 6: a 200-character name is refused in the form, in words, before anything is sent. */
export const NameTooLong: Story = {
  play: async ({ canvas }) => {
    const name = field(canvas, '账户名')
    await userEvent.click(name)
    await userEvent.paste('n'.repeat(200))
    await userEvent.type(field(canvas, '登录密码'), 'Strong#2026ab')
    await userEvent.type(field(canvas, '手机号'), '13800138000')
    await userEvent.click(canvas.getByRole('button', { name: '提交' }))
    await expect(await canvas.findByText('账户名最多64个字符')).toBeVisible()
    await expect(name).toHaveValue('n'.repeat(200))
    await expect(canvas.queryByText('navigated to /login')).toBeNull()
    await expect(within(document.body).queryByText(/name:|账户名过长/)).toBeNull()
  },
}

/** '注册成功,请登录', then the login page. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, '账户名'), `story_${Date.now().toString(36)}`)
    await userEvent.type(field(canvas, '登录密码'), 'Strong#2026ab')
    await userEvent.type(field(canvas, '手机号'), '008613800138000')
    await userEvent.click(canvas.getByRole('button', { name: '提交' }))
    await expect(await within(document.body).findByText('注册成功,请登录', {}, { timeout: 15_000 })).toBeInTheDocument()
    await expect(await canvas.findByText('navigated to /login')).toBeVisible()
  },
}

/** Cancel goes back to the login page. */
export const Cancel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '取消' }))
    await expect(await canvas.findByText('navigated to /login')).toBeVisible()
  },
}
