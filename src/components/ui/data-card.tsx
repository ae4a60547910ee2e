/**
 * A dashboard card of cached data: a titled section whose body shows once the data is there
 * (a skeleton until then), followed by how old that data is, and any actions below.
 */
import { useId, type ReactNode } from 'react'
import { DataAge } from './data-age'
import { SkeletonText } from './skeleton'

export interface DataCardProps {
  title: ReactNode
  /** The data's time (View.syncedAt); the body shows only when `ready`. */
  syncedAt: string | null
  ready: boolean
  children: ReactNode
  actions?: ReactNode
}

export function DataCard({ title, syncedAt, ready, children, actions }: DataCardProps) {
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
        <div className="mt-3">
          <SkeletonText lines={2} />
        </div>
      )}
      {actions && <div className="mt-4 flex flex-wrap items-center gap-3">{actions}</div>}
    </section>
  )
}
