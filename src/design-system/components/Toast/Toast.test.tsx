import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { Toaster } from './Toast'
import { message } from './message-store'

describe('message and Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    act(() => message.destroy())
    vi.useRealTimers()
  })

  it('shows success as a status that goes away after 2 s', () => {
    renderWithDesignSystem(<Toaster />)
    act(() => void message.success('保存成功'))
    expect(screen.getByRole('status')).toHaveTextContent('保存成功')
    act(() => vi.advanceTimersByTime(1999))
    expect(screen.getByText('保存成功')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('保存成功')).not.toBeInTheDocument()
  })

  it('shows errors and warnings as alerts that go away after 2 s', () => {
    renderWithDesignSystem(<Toaster />)
    act(() => {
      message.error('service error')
      message.warning('余额不足')
    })
    const alerts = screen.getAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual(['service error', '余额不足'])
    act(() => vi.advanceTimersByTime(2000))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('keeps info messages for 3 s', () => {
    renderWithDesignSystem(<Toaster />)
    act(() => void message.info('正在同步链上数据'))
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByRole('status')).toHaveTextContent('正在同步链上数据')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('pauses while hovered and resumes with the time that was left', () => {
    renderWithDesignSystem(<Toaster />)
    act(() => void message.success('复制成功'))
    act(() => vi.advanceTimersByTime(1500))
    fireEvent.mouseEnter(screen.getByRole('status'))
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.getByText('复制成功')).toBeInTheDocument()
    fireEvent.mouseLeave(screen.getByRole('status'))
    act(() => vi.advanceTimersByTime(499))
    expect(screen.getByText('复制成功')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('复制成功')).not.toBeInTheDocument()
  })

  it('closes at once with the dismiss button', () => {
    renderWithDesignSystem(<Toaster />)
    act(() => void message.error('request timeout', { duration: 0 }))
    fireEvent.click(screen.getByRole('button', { name: '关闭提示' }))
    expect(screen.queryByText('request timeout')).not.toBeInTheDocument()
  })

  it('replaces a message shown again with the same id and restarts its timer', () => {
    renderWithDesignSystem(<Toaster />)
    act(() => void message.error('登录已失效', { id: 'session' }))
    act(() => vi.advanceTimersByTime(1500))
    act(() => void message.error('登录已失效，请重新登录', { id: 'session' }))
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1500))
    expect(screen.getByRole('alert')).toHaveTextContent('登录已失效，请重新登录')
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows messages sent before the Toaster mounted', () => {
    act(() => void message.success('已保存'))
    renderWithDesignSystem(<Toaster />)
    expect(screen.getByRole('status')).toHaveTextContent('已保存')
  })
})
