import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '../../features/account/auth/components/auth-page'
import { ChooseTeamView } from '../../features/account/components/choose-team-view'
import { loadAccountWords } from '../../i18n/account-words'

/** SPEC §2, §6: where a user with teams picks the context to work in (the guard sends them here). */
export const Route = createFileRoute('/_default/choose-team')({
  loader: loadAccountWords,
  component: ChooseTeamPage,
})

function ChooseTeamPage() {
  const { t } = useLingui()
  return (
    <AuthPage title={t`Choose a workspace`} intro={t`Work in your personal account or in one of your teams.`}>
      <ChooseTeamView />
    </AuthPage>
  )
}
