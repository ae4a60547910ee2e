/**
 * The frame of every account page (register, confirm, reset, first login): the narrow column of
 * the log-in view, a title that is also the page title, and an optional line under it.
 */
import type { ReactNode } from 'react'
import { usePageTitle } from '../../../../components/layouts/use-page-title'

export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title)
  return (
    <div className="mx-auto w-full max-w-sm px-4 py-12">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {intro && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{intro}</p>}
      <div className="mt-8">{children}</div>
    </div>
  )
}

/** A short message box: `alert` for problems (announced at once), `status` for news. */
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

export const LINK_CLASS = 'text-brand-700 underline dark:text-brand-300'
