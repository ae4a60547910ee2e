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

export { Notice } from '../../../../components/ui/notice'

export const LINK_CLASS = 'text-brand-700 underline dark:text-brand-300'
