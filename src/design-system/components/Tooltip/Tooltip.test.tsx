import { beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { installRadixDomPolyfills } from '../../internal/jsdom-polyfills'
import { Button } from '../Button'
import { Tooltip } from './Tooltip'

beforeAll(installRadixDomPolyfills)

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and hides on Escape, without a root provider', async () => {
    renderWithDesignSystem(
      <Tooltip content="链上确认约需 3 秒">
        <Button>上链</Button>
      </Tooltip>,
    )
    await userEvent.tab()
    const trigger = screen.getByRole('button', { name: '上链' })
    expect(trigger).toHaveFocus()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('链上确认约需 3 秒')
    expect(trigger).toHaveAccessibleDescription('链上确认约需 3 秒')
    await userEvent.keyboard('{Escape}')
    // jsdom never ends the exit animation, so check the state Radix reports rather than removal.
    await waitFor(() => expect(trigger).toHaveAttribute('data-state', 'closed'))
  })
})
