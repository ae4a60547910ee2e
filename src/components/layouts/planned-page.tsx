/**
 * A page whose feature has not been built yet: its title, what it will do, and an honest
 * statement that it is not available yet. No placeholder data is ever shown as real; `children`
 * may add real content that already exists (the endpoint page lists the supported networks).
 */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { usePageTitle } from './use-page-title'

export function PlannedPage({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children?: ReactNode
}) {
  usePageTitle(title)
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <section
        aria-labelledby="planned-page-status"
        className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
      >
        <h2 id="planned-page-status" className="font-medium">
          <Trans>Not available yet</Trans>
        </h2>
        <p className="mx-auto mt-2 max-w-prose text-sm text-slate-600 dark:text-slate-300">{description}</p>
        <p className="mx-auto mt-1 max-w-prose text-sm text-slate-600 dark:text-slate-300">
          <Trans>This part of Hubdeck arrives in an upcoming release. Nothing here is stored or charged.</Trans>
        </p>
      </section>
      {children}
    </div>
  )
}
