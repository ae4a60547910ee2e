/**
 * A dashboard card of cached data: a titled section whose body shows once the data is there
 * (a skeleton until then), followed by how old that data is, and any actions below. The skeleton
 * has the body's shape (`placeholder`) and the age's line, so the page below does not move when
 * the data comes (it moved 16-120 px per card on a cold visit: layout shifts a phone user feels
 * and Lighthouse counts).
 */
import { useId, type ReactNode } from 'react'
import { DataAge } from './data-age'
import { Skeleton, SkeletonText } from './skeleton'

export interface DataCardProps {
  title: ReactNode
  /** The data's time (View.syncedAt); the body shows only when `ready`. */
  syncedAt: string | null
  ready: boolean
  children: ReactNode
  /** The body's shape while the data is not there (skeleton lines of its sizes); two text lines when not given. */
  placeholder?: ReactNode
  actions?: ReactNode
}

export function DataCard({ title, syncedAt, ready, children, placeholder, actions }: DataCardProps) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 p-5 dark:border-slate-800">
      <h2 id={titleId} className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {title}
      </h2>
      {ready ? (
        <>
          {children}
          <DataAge syncedAt={syncedAt} className="mt-1" />
        </>
      ) : (
        <>
          {placeholder ?? (
            <div className="mt-3">
              <SkeletonText lines={2} />
            </div>
          )}
          {/* DataAge's line: text-xs, 16 px. */}
          <Skeleton className="mt-1 h-4 w-24" />
        </>
      )}
      {actions && <div className="mt-4 flex flex-wrap items-center gap-3">{actions}</div>}
    </section>
  )
}
