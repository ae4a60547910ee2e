import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../components/layouts/planned-page'

export const Route = createFileRoute('/rpc/')({
  component: OverviewPage,
})

function OverviewPage() {
  const { t } = useLingui()
  return (
    <PlannedPage title={t`Overview`} description={t`Your balance, package, usage and latest notices at a glance.`} />
  )
}
