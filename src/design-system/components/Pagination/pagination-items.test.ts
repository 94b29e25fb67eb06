import { describe, expect, it } from 'vitest'
import { clampPage, pageCountOf, paginationItems } from './pagination-items'

describe('pageCountOf', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCountOf(0, 10)).toBe(1)
    expect(pageCountOf(10, 10)).toBe(1)
    expect(pageCountOf(11, 10)).toBe(2)
    expect(pageCountOf(95, 20)).toBe(5)
  })
})

describe('clampPage', () => {
  it('keeps the page inside the range', () => {
    expect(clampPage(0, 5)).toBe(1)
    expect(clampPage(9, 5)).toBe(5)
    expect(clampPage(3.7, 5)).toBe(3)
    expect(clampPage(Number.NaN, 5)).toBe(1)
  })
})

describe('paginationItems', () => {
  it('lists every page when they fit', () => {
    expect(paginationItems(1, 1)).toEqual([1])
    expect(paginationItems(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('puts an ellipsis after the first pages near the start', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis-end', 20])
    expect(paginationItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis-end', 20])
  })

  it('puts ellipses on both sides in the middle', () => {
    expect(paginationItems(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20])
  })

  it('puts an ellipsis before the last pages near the end', () => {
    expect(paginationItems(20, 20)).toEqual([1, 'ellipsis-start', 14, 15, 16, 17, 18, 19, 20])
    expect(paginationItems(16, 20)).toEqual([1, 'ellipsis-start', 14, 15, 16, 17, 18, 19, 20])
  })

  it('always shows the same number of buttons once there are many pages', () => {
    for (let page = 1; page <= 50; page += 1) expect(paginationItems(page, 50)).toHaveLength(9)
  })
})
