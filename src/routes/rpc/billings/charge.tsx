import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/rpc/billings/charge')({
  component: ChargePage,
})

function ChargePage() {
  const { t } = useLingui()
  return <PlannedPage title={t`Deposit`} description={t`Top up your wallet with crypto or a card.`} />
}
