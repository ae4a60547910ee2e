/**
 * The notice centre's list, virtualized: only the rows in view (and a few around) are in the
 * page, so 10,000 notices scroll as smoothly as 10. Nearing the end asks for the next page.
 */
import { Trans } from '@lingui/react/macro'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import type { Notice } from '../../../../contract'
import { NoticeRow } from './notice-row'

/** Rows from the end at which the next page is asked for. */
const PREFETCH_ROWS = 20

export interface NoticeListProps {
  notices: readonly Notice[]
  /** Asks for older notices; absent when the list shows all there is to show. */
  onNearEnd?: () => void
  loading: boolean
  failed: boolean
  atEnd: boolean
  /** A row's link was followed. */
  onOpen?: (notice: Notice) => void
}

export function NoticeList({ notices, onNearEnd, loading, failed, atEnd, onOpen }: NoticeListProps) {
  const scroller = useRef<HTMLDivElement>(null)
  // The virtualizer re-renders this component itself; nothing here memoizes its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: notices.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 72,
    overscan: 6,
    getItemKey: (index) => notices[index]?.id ?? index,
  })
  const items = virtualizer.getVirtualItems()
  const lastShown = items.at(-1)?.index ?? -1

  useEffect(() => {
    if (onNearEnd && !atEnd && !loading && !failed && lastShown >= notices.length - PREFETCH_ROWS) onNearEnd()
  }, [onNearEnd, atEnd, loading, failed, lastShown, notices.length])

  if (notices.length === 0 && atEnd) {
    return (
      <p className="px-2 py-6 text-center text-slate-500 dark:text-slate-400">
        <Trans>No notices yet</Trans>
      </p>
    )
  }
  return (
    <div ref={scroller} className="h-96 max-h-[60vh] overflow-y-auto" data-testid="notice-scroller">
      <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }} aria-busy={loading}>
        {items.map((item) => {
          const notice = notices[item.index] as Notice
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full border-b border-slate-100 dark:border-slate-800"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <NoticeRow notice={notice} onOpen={onOpen} />
            </li>
          )
        })}
      </ul>
      {loading && (
        <p className="px-2 py-3 text-center text-xs text-slate-500 dark:text-slate-400" role="status">
          <Trans>Loading older notices…</Trans>
        </p>
      )}
      {failed && onNearEnd && (
        <p className="px-2 py-3 text-center text-xs">
          <button type="button" className="underline" onClick={onNearEnd}>
            <Trans>Older notices could not be loaded. Try again</Trans>
          </button>
        </p>
      )}
    </div>
  )
}
