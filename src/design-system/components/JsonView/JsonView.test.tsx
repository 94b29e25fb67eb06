import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { JsonView } from './JsonView'
import { parseJsonValue } from './parse-json-value'

const raw = '{"from":"alice","to":"bob","quantity":"1.0000 DDC","ids":[1,2],"memo":null,"ok":true}'

describe('parseJsonValue', () => {
  it('parses JSON text and keeps the text as written for copying', () => {
    expect(parseJsonValue(raw)).toEqual({ kind: 'tree', value: JSON.parse(raw), raw })
  })

  it('marks text that is not JSON as invalid', () => {
    expect(parseJsonValue('{oops')).toEqual({ kind: 'invalid', raw: '{oops' })
  })

  it('pretty-prints a value for copying', () => {
    expect(parseJsonValue({ a: 1 })).toEqual({ kind: 'tree', value: { a: 1 }, raw: '{\n  "a": 1\n}' })
    expect(parseJsonValue(undefined)).toEqual({ kind: 'tree', value: null, raw: 'null' })
  })

  it('copies big integers as text instead of failing', () => {
    expect(parseJsonValue({ amount: 2n ** 64n }).raw).toBe('{\n  "amount": "18446744073709551616"\n}')
  })
})

describe('JsonView', () => {
  it('pretty-prints keys and values', () => {
    const { container } = renderWithDesignSystem(<JsonView value={raw} />)
    const text = container.textContent ?? ''
    expect(text).toContain('"from": "alice",')
    expect(text).toContain('"ids": [')
    expect(text).toContain('"memo": null,')
    expect(text).toContain('"ok": true')
  })

  it('folds and unfolds with click and keyboard', async () => {
    const { container } = renderWithDesignSystem(<JsonView value={raw} />)
    const ids = screen.getByRole('button', { name: 'ids' })
    expect(ids).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(ids)
    expect(ids).toHaveAttribute('aria-expanded', 'false')
    expect(container.textContent).toContain('"ids": […], 2 项')
    ids.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(ids).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowLeft}')
    expect(ids).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{Enter}')
    expect(ids).toHaveAttribute('aria-expanded', 'true')
  })

  it('starts collapsed below collapseDepth', () => {
    renderWithDesignSystem(<JsonView value={{ outer: { inner: { deep: 1 } } }} collapseDepth={1} />)
    expect(screen.getByRole('button', { name: 'JSON' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'outer' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: 'outer.inner' })).toBeNull()
  })

  it('shows invalid JSON as written, with a note', () => {
    renderWithDesignSystem(<JsonView value="not json {" />)
    expect(screen.getByText('不是有效的 JSON，按原文显示')).toBeInTheDocument()
    expect(screen.getByText(/not json \{/)).toBeInTheDocument()
  })

  it('copies the raw text', async () => {
    const user = userEvent.setup()
    renderWithDesignSystem(<JsonView value={raw} />)
    await user.click(screen.getByRole('button', { name: '复制原始数据' }))
    expect(await screen.findByText('复制成功')).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe(raw)
  })

  it('is a named, focusable region when it scrolls', () => {
    renderWithDesignSystem(<JsonView value={raw} maxHeight="120px" label="交易数据" />)
    expect(screen.getByRole('region', { name: '交易数据' })).toHaveAttribute('tabindex', '0')
  })
})
