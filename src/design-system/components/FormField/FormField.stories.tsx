import type { Meta, StoryObj } from '@storybook/react-vite'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Button } from '../Button'
import { Checkbox } from '../Checkbox'
import { Input } from '../Input'
import { NumberInput } from '../NumberInput'
import { PasswordInput } from '../PasswordInput'
import { Select } from '../Select'
import { Textarea } from '../Textarea'
import { FormField } from './FormField'
import { guidance } from './FormField.guidance'

const meta = {
  title: 'Design System/FormField',
  parameters: { guidance },
  component: FormField,
  args: { label: '账号', children: <Input placeholder="请输入账号" /> },
  argTypes: {
    layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>

export default meta
type Story = StoryObj<typeof meta>

/** Clicking the label focuses the control; the label names it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('账号'))
    await expect(canvas.getByRole('textbox', { name: '账号' })).toHaveFocus()
  },
}

export const Playground: Story = {
  args: { required: true, help: '4-16 位字母或数字', error: '', layout: 'vertical', labelWidth: '100px' },
}

/** A required mark (hidden from screen readers, which hear "required" from the control). */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '账号' })).toHaveAttribute('aria-required', 'true')
  },
}

export const WithHelp: Story = {
  args: { help: '4-16 位字母或数字' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '账号' })).toHaveAccessibleDescription('4-16 位字母或数字')
  },
}

/** The error is announced (role=alert), marks the control invalid and describes it. */
export const WithError: Story = {
  args: { required: true, error: '请输入账号', help: '4-16 位字母或数字' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '账号' })
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入账号')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('请输入账号 4-16 位字母或数字')
  },
}

export const Horizontal: Story = {
  args: { layout: 'horizontal', required: true, help: '链上账户名为 12 位' },
}

/** Every design-system control links itself to the field. */
export const Controls: Story = {
  render: () => (
    <>
      <FormField label="藏品简介" help="最多 200 字">
        <Textarea maxLength={200} showCount />
      </FormField>
      <FormField label="发行数量" required>
        <NumberInput min={1} defaultValue="100" />
      </FormField>
      <FormField label="藏品状态" error="请选择状态">
        <Select options={[{ value: 'onSale', label: '在售' }]} />
      </FormField>
      <FormField label="登录密码">
        <PasswordInput />
      </FormField>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '藏品简介' })).toHaveAccessibleDescription('最多 200 字')
    await expect(canvas.getByRole('spinbutton', { name: '发行数量' })).toHaveAttribute('aria-required', 'true')
    await expect(canvas.getByRole('combobox', { name: '藏品状态' })).toHaveAttribute('aria-invalid', 'true')
  },
}

const loginSchema = z.object({
  account: z.string().check(z.minLength(1, '请输入账号')),
  password: z.string().check(z.minLength(1, '请输入密码')),
  role: z.string().check(z.minLength(1, '请选择角色')),
  agree: z.boolean().check(z.refine((value: boolean) => value, '请阅读并同意用户协议')),
})
type LoginValues = z.infer<typeof loginSchema>

// Storybook clears fn() spies before each story.
const submitLogin = fn<(values: LoginValues) => void>()

function LoginForm({ onSubmit }: { onSubmit: (values: LoginValues) => void }) {
  const { register, control, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { account: '', password: '', role: '', agree: false },
  })
  const { errors } = formState
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormField label="账号" required error={errors.account?.message}>
        <Input placeholder="请输入账号" autoComplete="username" {...register('account')} />
      </FormField>
      <FormField label="密码" required error={errors.password?.message}>
        <PasswordInput placeholder="请输入密码" {...register('password')} />
      </FormField>
      <FormField label="角色" required error={errors.role?.message}>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Select
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={[
                { value: 'admin', label: '管理员' },
                { value: 'operator', label: '运营' },
              ]}
            />
          )}
        />
      </FormField>
      <FormField label="用户协议" error={errors.agree?.message}>
        <Controller
          control={control}
          name="agree"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              label="我已阅读并同意"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <Button type="submit" variant="primary">
        登录
      </Button>
    </form>
  )
}

/**
 * A real react-hook-form + zod form: submitting empty shows each field's error and focuses the first
 * invalid field; filling it in clears the errors and submits the values.
 */
export const WithReactHookForm: Story = {
  render: () => <LoginForm onSubmit={submitLogin} />,
  play: async ({ canvas }) => {
    const onSubmit = submitLogin
    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('请输入账号')).toBeInTheDocument()
    await expect(canvas.getByText('请输入密码')).toBeInTheDocument()
    await expect(canvas.getByText('请选择角色')).toBeInTheDocument()
    await expect(canvas.getByText('请阅读并同意用户协议')).toBeInTheDocument()
    const account = canvas.getByRole('textbox', { name: '账号' })
    await expect(account).toHaveAttribute('aria-invalid', 'true')
    await expect(account).toHaveFocus()
    await expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.type(account, 'admin')
    await userEvent.type(canvas.getByLabelText(/^\*?密码$/), 'example')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '角色' }), '运营')
    await userEvent.click(canvas.getByRole('checkbox', { name: /我已阅读并同意/ }))
    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    await expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      account: 'admin',
      password: 'example',
      role: 'operator',
      agree: true,
    })
    await expect(canvas.queryByText('请输入账号')).not.toBeInTheDocument()
  },
}

/** Tab moves from field to field in order. */
export const Keyboard: Story = {
  render: () => (
    <>
      <FormField label="账号">
        <Input />
      </FormField>
      <FormField label="备注">
        <Textarea />
      </FormField>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: '账号' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: '备注' })).toHaveFocus()
  },
}
