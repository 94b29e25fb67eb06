import { expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { Table } from './Table'
import { sampleCollectibles, sampleColumns } from './table-fixtures'

const data = sampleCollectibles(5000)

const virtualTable = (caption: string) => (
  <Table columns={sampleColumns} data={data} rowKey="nftId" virtual maxHeight={400} caption={caption} />
)

/** Scrolls the table's box halfway down and waits for the rows there to be the ones in the DOM. */
async function followsItsScroll(caption: string) {
  const table = screen.getByRole('table', { name: caption })
  screen.getByRole('region', { name: caption }).scrollTop = 44 * 2500
  await expect
    .poll(() => Number(within(table).getAllByRole('row').at(-1)?.getAttribute('aria-rowindex')), { timeout: 30_000 })
    .toBeGreaterThan(2000)
}

it('a virtual table follows its scroll box, also one mounted after an earlier table loaded the rows module', async () => {
  // The first one waits for the rows' module, which then mounts under a box already on the page.
  const first = renderWithDesignSystem(virtualTable('first'))
  await followsItsScroll('first')
  first.unmount()
  // Loaded now: the virtualizer mounts in the same commit as its box.
  renderWithDesignSystem(virtualTable('second'))
  await followsItsScroll('second')
})
