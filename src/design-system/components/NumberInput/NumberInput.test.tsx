import { describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { NumberInput } from './NumberInput'
import { addDecimal, compareDecimal, normalizeDecimal } from './decimal'
import { numberProblem } from './number-problem'

describe('NumberInput', () => {
  it('steps with the arrow keys and the buttons, within min and max', async () => {
    const onChange = vi.fn()
    renderWithDesignSystem(<NumberInput aria-label="数量" defaultValue="9" min={0} max={10} onChange={onChange} />)
    const input = screen.getByRole('spinbutton', { name: '数量' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    expect(input).toHaveValue('10')
    await userEvent.keyboard('{ArrowUp}')
    expect(input).toHaveValue('10')
    expect(screen.getByRole('button', { name: '增加' })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: '减少' }))
    expect(input).toHaveValue('9')
    expect(onChange).toHaveBeenLastCalledWith('9')
  })

  it('jumps to min and max with Home and End', async () => {
    renderWithDesignSystem(<NumberInput aria-label="数量" defaultValue="5" min={1} max={99} />)
    const input = screen.getByRole('spinbutton', { name: '数量' })
    await userEvent.click(input)
    await userEvent.keyboard('{End}')
    expect(input).toHaveValue('99')
    await userEvent.keyboard('{Home}')
    expect(input).toHaveValue('1')
  })

  it('keeps big integers exact', async () => {
    renderWithDesignSystem(<NumberInput aria-label="资产 ID" defaultValue="9007199254740993" />)
    const input = screen.getByRole('spinbutton', { name: '资产 ID' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    expect(input).toHaveValue('9007199254740994')
    expect(input).toHaveAttribute('aria-valuetext', '9007199254740994')
  })

  it('steps decimals without floating-point noise', async () => {
    renderWithDesignSystem(<NumberInput aria-label="价格" defaultValue="0.2" step="0.1" />)
    const input = screen.getByRole('spinbutton', { name: '价格' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    expect(input).toHaveValue('0.3')
  })

  it('keeps what was typed, never rewriting it, and marks a value outside the rule invalid (issue 20 item 5)', async () => {
    for (const typed of ['1.5', '-5', '0', '99999999999', '1a']) {
      const onChange = vi.fn()
      const { unmount } = renderWithDesignSystem(
        <NumberInput aria-label="积分" min={1} max={1_000_000_000} onChange={onChange} />,
      )
      const input = screen.getByRole('spinbutton', { name: '积分' })
      await userEvent.type(input, typed)
      await userEvent.tab()
      expect(input).toHaveValue(typed)
      expect(onChange).toHaveBeenLastCalledWith(typed)
      expect(input).toHaveAttribute('aria-invalid', 'true')
      unmount()
    }
    renderWithDesignSystem(<NumberInput aria-label="积分" min={1} max={1_000_000_000} defaultValue="15" />)
    expect(screen.getByRole('spinbutton', { name: '积分' })).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('says what is wrong with a typed number', () => {
    const rule = { min: 1, max: 1_000_000_000 }
    expect(numberProblem('1.5', rule)).toEqual({ key: 'notWhole' })
    expect(numberProblem('-5', rule)).toEqual({ key: 'belowMin', min: '1' })
    expect(numberProblem('0', rule)).toEqual({ key: 'belowMin', min: '1' })
    expect(numberProblem('99999999999', rule)).toEqual({ key: 'aboveMax', max: '1000000000' })
    expect(numberProblem('abc', rule)).toEqual({ key: 'notNumber' })
    expect(numberProblem('', rule)).toBeNull()
    expect(numberProblem('0.25', { min: 0, allowDecimal: true })).toBeNull()
  })

  it('works controlled, reporting string values', async () => {
    function Controlled() {
      const [value, setValue] = useState('')
      return (
        <>
          <NumberInput aria-label="数量" value={value} onChange={setValue} min={1} />
          <output>{JSON.stringify(value)}</output>
        </>
      )
    }
    renderWithDesignSystem(<Controlled />)
    await userEvent.click(screen.getByRole('spinbutton', { name: '数量' }))
    await userEvent.keyboard('{ArrowUp}')
    expect(screen.getByRole('status')).toHaveTextContent('"1"')
  })
})

describe('decimal helpers', () => {
  it('add and compare exactly', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3')
    expect(addDecimal('99999999999999999999', '1')).toBe('100000000000000000000')
    expect(addDecimal('1', '-1.5')).toBe('-0.5')
    expect(compareDecimal('10', '9.99')).toBe(1)
    expect(compareDecimal('-0.5', '0')).toBe(-1)
  })

  it('normalizes typed text', () => {
    expect(normalizeDecimal('007.50')).toBe('7.50')
    expect(normalizeDecimal('.5')).toBe('0.5')
    expect(normalizeDecimal('3.')).toBe('3')
    expect(normalizeDecimal('-')).toBe('')
    expect(normalizeDecimal('-0')).toBe('0')
  })
})
