import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/choose-team')({
  component: ChooseTeamPage,
})

function ChooseTeamPage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Choose a workspace`}
      description={t`Work in your personal account or in one of your teams.`}
    />
  )
}
