import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/rpc/team/')({
  component: TeamPage,
})

function TeamPage() {
  const { t } = useLingui()
  return <PlannedPage title={t`Team`} description={t`Your team members, invitations and notes.`} />
}
