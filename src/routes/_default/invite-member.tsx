import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/invite-member')({
  component: InviteMemberPage,
})

function InviteMemberPage() {
  const { t } = useLingui()
  return <PlannedPage title={t`Team invitation`} description={t`Accept or decline an invitation to join a team.`} />
}
