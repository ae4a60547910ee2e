import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { usePageTitle } from '../../../components/layouts/use-page-title'
import { InvoicesView } from '../../../features/billing/components/invoices-view'
import { loadStatementsWords } from '../../../i18n/packages-words'

export const Route = createFileRoute('/rpc/billings/invoice')({
  loader: loadStatementsWords,
  component: InvoicesPage,
})

/** Invoices (issue 17): the list with PDF, share link and printable view, and the invoice details. */
function InvoicesPage() {
  const { t } = useLingui()
  usePageTitle(t`Invoices`)
  return (
    <div className="mx-auto w-full max-w-5xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Invoices</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Your invoices and the billing details printed on them.</Trans>
      </p>
      <InvoicesView />
    </div>
  )
}
