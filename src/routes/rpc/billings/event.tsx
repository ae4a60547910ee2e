import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/rpc/billings/event')({
  component: BillingEventPage,
})

function BillingEventPage() {
  const { t } = useLingui()
  return <PlannedPage title={t`Billing activity`} description={t`Deposits, purchases and renewals as they happened.`} />
}
