import { describe, expect, it } from 'vitest'
import { clampPage, pageAfterSizeChange, pageCount, pagerItems } from './pagination-math'

describe('pageCount', () => {
  it('rounds partial pages up', () => {
    expect(pageCount(42, 5)).toBe(9)
    expect(pageCount(40, 5)).toBe(8)
    expect(pageCount(1, 20)).toBe(1)
  })

  it('is 1 for an empty list so the pager still reads "1"', () => {
    expect(pageCount(0, 5)).toBe(1)
    expect(pageCount(10, 0)).toBe(1)
  })
})

describe('clampPage', () => {
  it('keeps a page inside [1, pages]', () => {
    expect(clampPage(0, 9)).toBe(1)
    expect(clampPage(-3, 9)).toBe(1)
    expect(clampPage(99, 9)).toBe(9)
    expect(clampPage(4, 9)).toBe(4)
  })

  it('drops decimals and falls back for non-numbers', () => {
    expect(clampPage(3.7, 9)).toBe(3)
    expect(clampPage(Number.NaN, 9, 5)).toBe(5)
  })
})

describe('pagerItems', () => {
  it('lists every page when they fit', () => {
    expect(pagerItems(1, 1)).toEqual([1])
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('puts an ellipsis after the first pages when near the start', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 20])
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 20])
  })

  it('puts an ellipsis before the last pages when near the end', () => {
    expect(pagerItems(20, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 18, 19, 20])
    expect(pagerItems(17, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 18, 19, 20])
  })

  it('shows a window around the current page between two ellipses', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20])
    expect(pagerItems(5, 20)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6, 7, 'ellipsis-end', 20])
  })
})

describe('pageAfterSizeChange', () => {
  it('keeps the first visible row on screen', () => {
    // page 3 of size 5 starts at row 10; with size 10 row 10 is on page 2
    expect(pageAfterSizeChange(3, 5, 10, 42)).toBe(2)
    expect(pageAfterSizeChange(2, 20, 5, 42)).toBe(5)
  })

  it('never goes past the last page', () => {
    expect(pageAfterSizeChange(9, 5, 20, 42)).toBe(3)
  })
})
