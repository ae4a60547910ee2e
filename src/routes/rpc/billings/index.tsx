import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { usePageTitle } from '../../../components/layouts/use-page-title'
import { loadBillingWords } from '../../../i18n/billing-words'
import { useSessionStatus } from '../../../features/account/session-link'
import { BillingView } from '../../../features/wallet/components/billing-view'
import { depositQueryOf, depositSearchOf } from '../../../features/wallet/deposit-search'

export const Route = createFileRoute('/rpc/billings/')({
  loader: loadBillingWords,
  component: BillingPage,
})

/** Billing (issue 16): the wallet, deposits on their way, the deposit history and saved cards. */
function BillingPage() {
  const { t } = useLingui()
  usePageTitle(t`Billing`)
  const status = useSessionStatus()
  // The history's query lives in the address, so a reload or the back button keeps it. Read here
  // rather than by the route's validateSearch, which would put the parser in the first paint.
  const search: Record<string, unknown> = useSearch({ strict: false })
  const historyQuery = useMemo(() => depositQueryOf(search), [search])
  const navigate = useNavigate()
  return (
    <div className="mx-auto w-full max-w-5xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Billing</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Your balance, deposits and saved cards.</Trans>
      </p>
      {status === 'signedOut' ? (
        <p>
          <Trans>Log in to see your balance and deposits.</Trans>
        </p>
      ) : (
        <BillingView
          historyQuery={historyQuery}
          onHistoryQueryChange={(next) =>
            void navigate({ to: '.', search: depositSearchOf(next) as never, replace: true, resetScroll: false })
          }
        />
      )}
    </div>
  )
}
