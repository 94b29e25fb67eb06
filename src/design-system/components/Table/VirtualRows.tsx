import { useEffect, useReducer, useState, type ReactNode, type RefObject } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'

export interface VirtualRowsProps {
  count: number
  scrollRef: RefObject<HTMLDivElement | null>
  rowHeight: number
  /** The scroll box's height before it is measured (px). */
  initialHeight: number
  /** Rows rendered beyond each edge of the view once the first frame is shown (none on the first frame). */
  overscan: number
  renderRow: (index: number) => ReactNode
  /** A row standing in for the rows above or below the window, `height` px tall. */
  renderSpacer: (position: 'top' | 'bottom', height: number) => ReactNode
}

/**
 * The rows of a virtual Table in view, with spacers for the rest. A module of its own, loaded only by a
 * virtual table, so pages with paged tables do not download the virtualizer.
 */
export default function VirtualRows({
  count,
  scrollRef,
  rowHeight,
  initialHeight,
  overscan,
  renderRow,
  renderSpacer,
}: VirtualRowsProps) {
  // The first frame shows only the rows in view (each row costs its render, its layout and its text's shaping);
  // the rows around them, which keep a scroll from showing blank space, follow in a task after that frame.
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  // The virtualizer's methods are not memoisable; this project does not run the React Compiler on it.
  // eslint-disable-next-line react-hooks/incompatible-library -- the rows read virtualizer state on every render by design
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: shown ? overscan : 0,
    // Render the first screen of rows on the first frame, before the scroll box is measured, at the
    // place the box was scrolled to while this module loaded.
    initialRect: { width: 0, height: initialHeight },
    initialOffset: () => scrollRef.current?.scrollTop ?? 0,
    // React 19 warns about flushSync inside lifecycles; async updates are smooth enough at fixed heights.
    useFlushSync: false,
  })
  // Mounted in the same commit as its scroll box (this module already loaded by an earlier table), the
  // virtualizer looks for the box before React has given the box's ref: it then never heard the box scroll
  // and kept the first screen of rows. One more render once the ref is set lets it find the box.
  const [, findScrollBox] = useReducer((renders: number) => renders + 1, 0)
  useEffect(() => {
    if (virtualizer.scrollElement !== scrollRef.current) findScrollBox()
  }, [virtualizer, scrollRef])
  const items = virtualizer.getVirtualItems()
  const paddingTop = items[0]?.start ?? 0
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  return (
    <>
      {paddingTop > 0 && renderSpacer('top', paddingTop)}
      {items.map((item) => renderRow(item.index))}
      {paddingBottom > 0 && renderSpacer('bottom', paddingBottom)}
    </>
  )
}
