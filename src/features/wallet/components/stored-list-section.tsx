/**
 * A billing section that lists what the store holds (saved cards, deposits on their way): its
 * heading (focusable, so focus has somewhere to go when a row leaves), the rows or what to say
 * when there are none, how old the list is, and — before the first read — a skeleton, or what
 * went wrong with the read.
 */
import { useId, type ReactNode } from 'react'
import { DataAge } from '../../../components/ui/data-age'
import { Skeleton, SkeletonSmallLines } from '../../../components/ui/skeleton'
import type { RefreshState } from '../use-billing-refresh'
import { NotLoaded } from '../../../components/ui/not-loaded'

export interface StoredListSectionProps<T> {
  title: ReactNode
  /** The items the store holds: undefined or null until the first read. */
  items: readonly T[] | null | undefined
  /** When the store last heard the list from the server. */
  syncedAt: string | null
  /** Whether the store has opened (before that, nothing is known, not even a failed read). */
  loaded: boolean
  /** What the section says when the list is empty. */
  empty: ReactNode
  /** One row; `focusHeading` is for when the row removes itself, so focus is not lost. */
  row(item: T, focusHeading: () => void): ReactNode
  online: boolean
  refresh: RefreshState
  retry(): void
}

export function StoredListSection<T>(props: StoredListSectionProps<T>) {
  const { title, items, syncedAt, loaded, empty, row, online, refresh, retry } = props
  const headingId = useId()
  // By id, not a ref: rows get this during render, and a ref must not be read then.
  const focusHeading = () => document.getElementById(headingId)?.focus()
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold outline-none">
        {title}
      </h2>
      {items ? (
        <>
          {items.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>
          ) : (
            <ul
              aria-labelledby={headingId}
              className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            >
              {items.map((item) => row(item, focusHeading))}
            </ul>
          )}
          <DataAge syncedAt={syncedAt} />
        </>
      ) : loaded && refresh === 'failed' ? (
        <NotLoaded online={online} retry={retry} />
      ) : (
        // The shape of the commonest answer, an empty list: its sentence and the age's line.
        <div aria-hidden="true" className="space-y-2">
          <SkeletonSmallLines widths={['w-2/3']} />
          <Skeleton className="h-4 w-24" />
        </div>
      )}
    </section>
  )
}
