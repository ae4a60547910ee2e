/** A notice type filter chip (the panel's and the history's), with the type's unread count. */
import type { ReactNode } from 'react'

export function GroupChip({
  pressed,
  onClick,
  unread = 0,
  children,
}: {
  pressed: boolean
  onClick: () => void
  unread?: number
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`shrink-0 rounded-full border px-2 py-1 text-xs whitespace-nowrap ${
        pressed
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800'
      }`}
    >
      {children}
      {unread > 0 && <span className="ml-1 font-semibold tabular-nums">{unread}</span>}
    </button>
  )
}
