/** API times are `YYYY-MM-DD HH:mm:ss` (UTC, as the mock backend writes them). */
export function formatTime(date: Date | string): string {
  return new Date(date).toISOString().slice(0, 19).replace('T', ' ')
}

export function formatNullableTime(date: Date | string | null): string | null {
  return date === null ? null : formatTime(date)
}

/** Spec §5: a date-only bound covers the whole day. */
export function rangeBounds(start: string | undefined, end: string | undefined): { from?: Date; to?: Date } {
  const from = start ? new Date(`${start.length === 10 ? `${start} 00:00:00` : start}Z`.replace(' ', 'T')) : undefined
  const to = end ? new Date(`${end.length === 10 ? `${end} 23:59:59` : end}Z`.replace(' ', 'T')) : undefined
  return {
    ...(from && !Number.isNaN(from.getTime()) ? { from } : {}),
    ...(to && !Number.isNaN(to.getTime()) ? { to } : {}),
  }
}

/** `{ list, total }` bounds for `current`/`size` paging. */
export function pageWindow(page: { current: number; size: number }): { limit: number; offset: number } {
  return { limit: page.size, offset: (page.current - 1) * page.size }
}
