/** A short message box: `alert` for problems (announced at once), `status` for news. */
import type { ReactNode } from 'react'

export function Notice({
  tone,
  title,
  children,
}: {
  tone: 'info' | 'success' | 'warning'
  title: string
  children?: ReactNode
}) {
  const colours = {
    info: 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900',
    success: 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40',
    warning: 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40',
  }[tone]
  return (
    <div role={tone === 'warning' ? 'alert' : 'status'} className={`rounded-lg border p-4 text-sm ${colours}`}>
      <h2 className="font-medium">{title}</h2>
      {children && <div className="mt-1 space-y-2 text-slate-700 dark:text-slate-200">{children}</div>}
    </div>
  )
}
