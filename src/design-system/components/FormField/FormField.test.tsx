import { beforeAll, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
import { renderWithDesignSystem } from '../../test-utils'
import { installRadixDomPolyfills } from '../../internal/jsdom-polyfills'
import { Input } from '../Input'
import { Select } from '../Select'
import { FormField } from './FormField'

beforeAll(installRadixDomPolyfills)

describe('FormField', () => {
  it('names the control with its label and describes it with the help text', () => {
    renderWithDesignSystem(
      <FormField label="账号" help="4-16 位字母或数字">
        <Input />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: '账号' })
    expect(input).toHaveAccessibleDescription('4-16 位字母或数字')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('marks the control required without turning on browser validation', () => {
    renderWithDesignSystem(
      <FormField label="账号" required>
        <Input />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: '账号' })
    expect(input).toHaveAttribute('aria-required', 'true')
    expect(input).not.toHaveAttribute('required')
  })

  it('announces the error and links it to the control', () => {
    renderWithDesignSystem(
      <FormField label="账号" help="4-16 位" error="请输入账号">
        <Input />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: '账号' })
    expect(screen.getByRole('alert')).toHaveTextContent('请输入账号')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('请输入账号 4-16 位')
  })

  it('passes the wiring to a render-function child', () => {
    renderWithDesignSystem(
      <FormField label="备注" error="太长了">
        {(control) => <input {...control} />}
      </FormField>,
    )
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveAccessibleDescription('太长了')
  })

  it('shows zod errors from react-hook-form on submit and submits once fixed', async () => {
    const schema = z.object({
      account: z.string().check(z.minLength(1, '请输入账号')),
      status: z.string().check(z.minLength(1, '请选择状态')),
    })
    type Values = z.infer<typeof schema>
    const onValid = vi.fn()

    function ExampleForm() {
      const { register, control, handleSubmit, formState } = useForm<Values>({
        resolver: zodResolver(schema),
        defaultValues: { account: '', status: '' },
      })
      return (
        <form onSubmit={handleSubmit(onValid)} noValidate>
          <FormField label="账号" required error={formState.errors.account?.message}>
            <Input {...register('account')} />
          </FormField>
          <FormField label="状态" required error={formState.errors.status?.message}>
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  options={[{ value: 'onSale', label: '在售' }]}
                />
              )}
            />
          </FormField>
          <button type="submit">提交</button>
        </form>
      )
    }

    renderWithDesignSystem(<ExampleForm />)
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByText('请输入账号')).toBeInTheDocument()
    expect(screen.getByText('请选择状态')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '账号' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveAttribute('aria-invalid', 'true')
    expect(onValid).not.toHaveBeenCalled()

    await userEvent.type(screen.getByRole('textbox', { name: '账号' }), 'admin')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '状态' }), '在售')
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1))
    expect(onValid.mock.calls[0]?.[0]).toEqual({ account: 'admin', status: 'onSale' })
    expect(screen.queryByText('请输入账号')).not.toBeInTheDocument()
  })
})
