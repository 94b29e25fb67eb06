import { useEffect, useEffectEvent, useState } from 'react'
import { Table } from './Table'
import { sampleColumns, type SampleCollectible } from './table-fixtures'

export interface TableFirstFrameProps {
  /** Rows to render, built before the measurement starts so only rendering is timed. */
  rows: SampleCollectible[]
  /** Called once with the time from render start to the first animation frame after mount, in ms. */
  onMeasured?: (milliseconds: number) => void
}

/**
 * Benchmark harness (stories and browser tests only): renders a virtual Table of `rows` and measures
 * time to first frame, from performance.now() before the table renders to requestAnimationFrame after mount.
 */
export function TableFirstFrame({ rows, onMeasured }: TableFirstFrameProps) {
  // Taken during this component's render, which runs before its child Table renders.
  const [startedAt] = useState(() => performance.now())
  const [elapsed, setElapsed] = useState<number | null>(null)
  const report = useEffectEvent((milliseconds: number) => onMeasured?.(milliseconds))

  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const milliseconds = performance.now() - startedAt
      setElapsed(milliseconds)
      report(milliseconds)
    })
    return () => cancelAnimationFrame(frame)
  }, [startedAt])

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <output aria-live="polite" data-testid="first-frame">
        {elapsed == null
          ? `table ${rows.length} rows: measuring…`
          : `table ${rows.length} rows first frame: ${elapsed.toFixed(1)} ms`}
      </output>
      <Table
        columns={sampleColumns}
        data={rows}
        rowKey="nftId"
        virtual
        maxHeight={480}
        caption={`${rows.length} 条藏品`}
      />
    </div>
  )
}
