import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../components/layouts/planned-page'

export const Route = createFileRoute('/rpc/statistic')({
  component: StatisticPage,
})

function StatisticPage() {
  const { t } = useLingui()
  return <PlannedPage title={t`Statistics`} description={t`Requests and RU usage by API key and by network.`} />
}
