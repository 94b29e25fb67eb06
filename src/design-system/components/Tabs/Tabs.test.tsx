import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { Tabs, type TabItem } from './Tabs'

const items: TabItem[] = [
  { value: 'basic', label: '基本信息', content: '藏品名称：龙' },
  { value: 'history', label: '流转记录', content: '暂无流转' },
  { value: 'chain', label: '链上数据', content: '区块高度 123', disabled: true },
]

describe('Tabs', () => {
  it('shows the first tab and switches with arrow keys', async () => {
    const onValueChange = vi.fn()
    renderWithDesignSystem(<Tabs items={items} aria-label="藏品详情" onValueChange={onValueChange} />)
    expect(screen.getByRole('tablist', { name: '藏品详情' })).toBeInTheDocument()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('藏品名称：龙')

    await userEvent.tab()
    expect(screen.getByRole('tab', { name: '基本信息' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: '流转记录' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('暂无流转')
    expect(onValueChange).toHaveBeenCalledWith('history')
  })

  it('skips disabled tabs', async () => {
    renderWithDesignSystem(<Tabs items={items} defaultValue="history" />)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: '基本信息' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: '链上数据' })).toBeDisabled()
  })
})
