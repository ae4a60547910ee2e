/**
 * The pager under every list (SPEC §9): total, page sizes, prev, pages, next, jumper — right
 * aligned. Controlled: the screen owns the page and size (usually in the URL search params) and
 * hears about changes through `onChange`. Plain buttons and ARIA, no Headless UI, so list
 * screens stay light.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { numberFormat } from '../../lib/number-format'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { clampPage, pageAfterSizeChange, pageCount, pagerItems } from './pagination-math'
import {
  TABLE_PAGE_SIZES,
  TABLE_PAGINATION_ALIGN,
  TABLE_PAGINATION_LAYOUT,
  type PaginationPart,
} from './table-defaults'

export interface PaginationProps {
  total: number
  pageSize: number
  currentPage: number
  /** Called with the page to show and its size; a size change keeps the first visible row in view. */
  onChange: (currentPage: number, pageSize: number) => void
  pageSizes?: readonly number[]
  className?: string
}

export function Pagination({
  total,
  pageSize,
  currentPage,
  onChange,
  pageSizes = TABLE_PAGE_SIZES,
  className = '',
}: PaginationProps) {
  const { t } = useLingui()
  const sizeId = useId()
  const jumperId = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const pages = pageCount(total, pageSize)
  const page = clampPage(currentPage, pages)

  const pageLabel = (number: number) => t`Page ${number}`

  function go(target: number) {
    if (target !== page) onChange(target, pageSize)
  }

  function commitJump() {
    if (draft === null) return
    setDraft(null)
    if (draft.trim() !== '') go(clampPage(Number(draft), pages, page))
  }

  const parts: Record<PaginationPart, ReactNode> = {
    total: (
      <span className="whitespace-nowrap">
        <TotalCount count={total} />
      </span>
    ),
    sizes: (
      <>
        <label htmlFor={sizeId} className="sr-only">
          <Trans>Rows per page</Trans>
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => {
            const size = Number(event.target.value)
            onChange(pageAfterSizeChange(page, pageSize, size, total), size)
          }}
          className={control}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {t`${size} / page`}
            </option>
          ))}
        </select>
      </>
    ),
    prev: (
      <button
        type="button"
        aria-label={t`Previous page`}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
        className={pagerButton}
      >
        <ChevronLeftIcon className="size-4" />
      </button>
    ),
    pager: (
      <ul className="flex items-center gap-1">
        {pagerItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
                className={`${pagerButton} ${item === page ? currentPageClass : ''}`}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="min-w-8 text-center text-gray-500 dark:text-gray-400">
              …
            </li>
          ),
        )}
      </ul>
    ),
    next: (
      <button
        type="button"
        aria-label={t`Next page`}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
        className={pagerButton}
      >
        <ChevronRightIcon className="size-4" />
      </button>
    ),
    jumper: (
      <span className="flex items-center gap-2 whitespace-nowrap">
        <label htmlFor={jumperId}>
          <Trans>Go to</Trans>
        </label>
        <input
          id={jumperId}
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          value={draft ?? String(page)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitJump}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitJump()
          }}
          className={`${control} w-16 text-center`}
        />
      </span>
    ),
  }

  return (
    <nav
      aria-label={t`Pagination`}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-gray-700 dark:text-gray-300 ${alignment[TABLE_PAGINATION_ALIGN]} ${className}`}
    >
      {TABLE_PAGINATION_LAYOUT.map((part) => (
        <div key={part} data-part={part} className="flex items-center">
          {parts[part]}
        </div>
      ))}
    </nav>
  )
}

const alignment = { left: 'justify-start', center: 'justify-center', right: 'justify-end' } as const

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

const control = `h-8 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 ${focusRing}`

const pagerButton = `inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 font-medium hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:hover:bg-gray-700 ${focusRing}`

const currentPageClass = 'bg-brand-600 text-white hover:bg-brand-600 dark:bg-brand-600 dark:hover:bg-brand-700'

/** "Total 1,234": grouped as the rows' own figures are. The placeholder keeps its name, and so the catalogs' entry. */
function TotalCount({ count }: { count: number }) {
  const { i18n } = useLingui()
  const total = numberFormat(i18n.locale).format(count)
  return <Trans>Total {total}</Trans>
}
