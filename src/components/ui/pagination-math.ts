/**
 * The arithmetic behind `<Pagination>`, kept pure so it is tested without a DOM.
 */
import { TABLE_PAGER_COUNT } from './table-defaults'

/** A pager entry: a page number, or a gap before or after the pages around the current one. */
export type PagerItem = number | 'ellipsis-start' | 'ellipsis-end'

/** Number of pages for `total` rows; never less than 1, so "page 1 of 1" holds for an empty list. */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1
  return Math.ceil(total / pageSize)
}

/** Brings any typed number into [1, pages]; anything not a number falls back to `fallback`. */
export function clampPage(page: number, pages: number, fallback = 1): number {
  if (!Number.isFinite(page)) return fallback
  return Math.min(Math.max(Math.trunc(page), 1), Math.max(pages, 1))
}

/**
 * The pager's buttons: all pages when they fit in `maxButtons`, otherwise the first, the last and
 * a window around the current page, with an ellipsis for each gap (1 … 4 5 6 7 8 … 20).
 */
export function pagerItems(current: number, pages: number, maxButtons = TABLE_PAGER_COUNT): PagerItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)
  if (pages <= maxButtons) return range(1, pages)
  const side = Math.floor((maxButtons - 1) / 2)
  const gapBefore = current > maxButtons - side
  const gapAfter = current < pages - side
  if (!gapBefore) return [...range(1, maxButtons - 1), 'ellipsis-end', pages]
  if (!gapAfter) return [1, 'ellipsis-start', ...range(pages - maxButtons + 2, pages)]
  const around = Math.floor((maxButtons - 3) / 2)
  return [1, 'ellipsis-start', ...range(current - around, current + around), 'ellipsis-end', pages]
}

/** After a page-size change, the page that still shows the first row the user was looking at. */
export function pageAfterSizeChange(currentPage: number, oldSize: number, newSize: number, total: number): number {
  const firstRow = (currentPage - 1) * oldSize
  return clampPage(Math.floor(firstRow / newSize) + 1, pageCount(total, newSize))
}
