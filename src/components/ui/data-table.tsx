/**
 * The list primitive of SPEC §9: a real `<table>` (so screen readers announce rows and column
 * headers) with a fixed header, a scroll area that fits the viewport, a loading veil, an empty
 * state and the standard pagination under it. Screens describe columns; the table does the rest.
 */
import { Trans } from '@lingui/react/macro'
import { useId, type CSSProperties, type Key, type ReactNode } from 'react'
import { EmptyState } from './empty-state'
import { Pagination, type PaginationProps } from './pagination'
import { Spinner } from './spinner'
import { TABLE_LOADING_OVERLAY, TABLE_Z_INDEX } from './table-defaults'
import { useFitViewportHeight } from './use-fit-viewport-height'

export interface DataTableColumn<Row> {
  key: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  align?: 'left' | 'center' | 'right'
  /** A CSS width (`120` = 120 px, or `'20%'`). */
  width?: number | string
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => Key
  loading?: boolean
  /** Shown in place of rows when there are none; a generic "No data" otherwise. */
  empty?: ReactNode
  /** Controlled pagination; omitted for short lists that show everything. */
  pagination?: Omit<PaginationProps, 'className' | 'pageSizes'>
  /** A visible or `sr-only` caption naming the table for screen readers. */
  caption?: ReactNode
  /** Keep the scroll area inside the viewport (SPEC §9); off for tables inside dialogs. */
  fitViewport?: boolean
  className?: string
}

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  pagination,
  caption,
  fitViewport = true,
  className = '',
}: DataTableProps<Row>) {
  const scrollRef = useFitViewportHeight<HTMLDivElement>(fitViewport)
  const captionId = useId()
  const showEmpty = rows.length === 0 && !loading

  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      <div className="relative overflow-hidden rounded-lg border border-gray-200 dark:border-gray-700">
        {/* Focusable, so a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable);
            a group, not a region: the section around a table often has the caption's name already. */}
        <div
          ref={scrollRef}
          role="group"
          aria-labelledby={caption ? captionId : undefined}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area a keyboard must reach (WCAG 2.1.1)
          tabIndex={0}
          className="overflow-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          <table
            aria-busy={loading || undefined}
            className="w-full border-collapse text-left text-sm text-gray-900 dark:text-gray-100"
          >
            {caption && (
              <caption id={captionId} className="sr-only">
                {caption}
              </caption>
            )}
            <thead className="sticky top-0 bg-gray-50 dark:bg-gray-800" style={{ zIndex: TABLE_Z_INDEX }}>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    style={{ width: column.width }}
                    className={`border-b border-gray-200 px-4 py-3 font-semibold text-gray-700 dark:border-gray-700 dark:text-gray-300 ${alignments[column.align ?? 'left']}`}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
              {showEmpty ? (
                <tr>
                  <td colSpan={columns.length}>{empty ?? <EmptyState title={<Trans>No data</Trans>} />}</td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={rowKey(row)} className="hover:bg-gray-50 dark:hover:bg-gray-800/60">
                    {columns.map((column) => (
                      <td key={column.key} className={`px-4 py-3 ${alignments[column.align ?? 'left']}`}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
              {loading && rows.length === 0 && (
                <tr>
                  <td colSpan={columns.length} className="h-32" />
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {loading && (
          <div
            style={overlayStyle}
            className="absolute inset-0 flex items-center justify-center bg-(--overlay-light) dark:bg-(--overlay-dark)"
          >
            <Spinner className="size-8 text-brand-600 dark:text-brand-300" />
          </div>
        )}
      </div>
      {pagination && pagination.total > 0 && <Pagination {...pagination} />}
    </div>
  )
}

const alignments = { left: 'text-left', center: 'text-center', right: 'text-right' } as const

/** The veil's colours come from the constants; the `dark:` class picks which one applies. */
const overlayStyle = {
  zIndex: TABLE_Z_INDEX + 1,
  '--overlay-light': TABLE_LOADING_OVERLAY.light,
  '--overlay-dark': TABLE_LOADING_OVERLAY.dark,
} as CSSProperties
