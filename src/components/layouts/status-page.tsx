/**
 * The shared body of the error and not-found pages (SPEC §2): two illustrations, a title, a
 * message and a primary button that goes to `/`. A plain link styled as a button so it works
 * even when the router itself is what failed.
 */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { usePageTitle } from './use-page-title'
import { BrokenChainIllustration, DisconnectedNodeIllustration } from './status-illustrations'

export function StatusPage({ title, message }: { title: string; message: ReactNode }) {
  usePageTitle(title)
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <div className="flex items-center gap-4">
        <DisconnectedNodeIllustration className="h-28 w-36" />
        <BrokenChainIllustration className="h-28 w-36" />
      </div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="break-all text-slate-600 dark:text-slate-300">{message}</p>
      <a
        href="/"
        className="rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Trans>Back to home</Trans>
      </a>
    </div>
  )
}
