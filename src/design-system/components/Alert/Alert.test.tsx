import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { Alert } from './Alert'

describe('Alert', () => {
  it('announces an error with its headline and the reason under it', () => {
    renderWithDesignSystem(<Alert type="error" title="查询失败" description="服务器内部错误" />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('查询失败')
    expect(alert).toHaveTextContent('服务器内部错误')
    expect(alert).toHaveAttribute('data-type', 'error')
  })

  it('is a polite status for info and shows its action', () => {
    renderWithDesignSystem(<Alert title="提示" action={<button type="button">重试</button>} />)
    expect(screen.getByRole('status')).toHaveTextContent('提示')
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
  })
})
