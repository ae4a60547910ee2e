/**
 * The table and pagination defaults of SPEC §9, in one place so every list in the app behaves
 * the same and a change to the spec is a change to this file only.
 */

/** Rows per page when a screen does not choose. */
export const TABLE_PAGE_SIZE = 5

/** The page sizes a user can pick, in the order they are offered. */
export const TABLE_PAGE_SIZES = [5, 10, 15, 20] as const

/** The pagination parts, left to right. */
export const TABLE_PAGINATION_LAYOUT = ['total', 'sizes', 'prev', 'pager', 'next', 'jumper'] as const
export type PaginationPart = (typeof TABLE_PAGINATION_LAYOUT)[number]

/** Pagination sits at the right edge under its table. */
export const TABLE_PAGINATION_ALIGN = 'right' as const

/** How many page buttons the pager shows at most (first and last included) before it uses an ellipsis. */
export const TABLE_PAGER_COUNT = 7

/** Space kept free under a table's scroll area, in px: its max height is viewport − top − this. */
export const TABLE_BOTTOM_OFFSET = 96

/** The max height is measured again this long after the last resize event, in ms. */
export const TABLE_RESIZE_DEBOUNCE_MS = 60

/** Stacking order of the fixed (sticky) header; the loading overlay sits one above it. */
export const TABLE_Z_INDEX = 3

/** The smallest scroll area, in px, so a table far down a short screen never collapses to nothing. */
export const TABLE_MIN_BODY_HEIGHT = 160

/** The veil laid over a loading table: light over light theme, dark over dark. */
export const TABLE_LOADING_OVERLAY = {
  light: 'rgba(255,255,255,0.45)',
  dark: 'rgba(0,0,0,0.45)',
} as const
