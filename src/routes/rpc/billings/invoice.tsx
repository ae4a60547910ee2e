import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/rpc/billings/invoice')({
  component: InvoicesPage,
})

function InvoicesPage() {
  const { t } = useLingui()
  return <PlannedPage title={t`Invoices`} description={t`Your invoices and the billing details printed on them.`} />
}
