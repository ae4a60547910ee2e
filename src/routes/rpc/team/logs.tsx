import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/rpc/team/logs')({
  component: TeamLogsPage,
})

function TeamLogsPage() {
  const { t } = useLingui()
  return <PlannedPage title={t`Team activity log`} description={t`Who did what in your team, and when.`} />
}
