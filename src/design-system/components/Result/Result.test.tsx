import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { Result } from './Result'

describe('Result', () => {
  it('403 says the user has no permission', () => {
    renderWithDesignSystem(<Result status={403} />)
    expect(screen.getByRole('heading', { level: 1, name: '403' })).toBeInTheDocument()
    expect(screen.getByText('抱歉，您无权访问此页面')).toBeInTheDocument()
  })

  it('404 says the page does not exist', () => {
    renderWithDesignSystem(<Result status={404} />, { locale: 'en-US' })
    expect(screen.getByText('Page not found')).toBeInTheDocument()
  })

  it('the page-error page offers Back and Home through callbacks', async () => {
    const onBack = vi.fn()
    const onHome = vi.fn()
    renderWithDesignSystem(<Result status="error" onBack={onBack} onHome={onHome} />)
    expect(screen.getByRole('heading', { name: '页面出错了，请联系管理员' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '返回' }))
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }))
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(onHome).toHaveBeenCalledTimes(1)
  })

  it('shows no buttons without callbacks, and extra actions when given', () => {
    renderWithDesignSystem(<Result status={500} extra={<a href="/help">帮助</a>} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: '帮助' })).toBeInTheDocument()
    expect(screen.getByText('页面出错了，请联系管理员')).toBeInTheDocument()
  })
})
