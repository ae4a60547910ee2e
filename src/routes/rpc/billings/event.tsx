import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { usePageTitle } from '../../../components/layouts/use-page-title'
import { StatementsView } from '../../../features/billing/components/statements-view'
import { statementQueryOf, statementSearchOf } from '../../../features/billing/statement-search'
import { loadStatementsWords } from '../../../i18n/packages-words'

export const Route = createFileRoute('/rpc/billings/event')({
  loader: loadStatementsWords,
  component: BillingEventPage,
})

/** Statements (issue 17): bills, purchases and deposits, their filters in the address, and CSV exports. */
function BillingEventPage() {
  const { t } = useLingui()
  usePageTitle(t`Billing activity`)
  // The query lives in the address, so a reload, a shared link or the back button keeps it.
  const search: Record<string, unknown> = useSearch({ strict: false })
  const query = useMemo(() => statementQueryOf(search), [search])
  const navigate = useNavigate()
  return (
    <div className="mx-auto w-full max-w-5xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Billing activity</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Deposits, purchases and renewals as they happened.</Trans>
      </p>
      <StatementsView
        query={query}
        onQueryChange={(next) =>
          void navigate({ to: '.', search: statementSearchOf(next) as never, replace: true, resetScroll: false })
        }
      />
    </div>
  )
}
