import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/rpc/billings/')({
  component: BillingPage,
})

function BillingPage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Billing`}
      description={t`Your wallet balance, packages, bills and purchase history, with CSV export.`}
    />
  )
}
