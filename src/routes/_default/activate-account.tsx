import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ActivateAccountPanel } from '../../features/account/auth/components/activate-account-panel'
import { AuthPage } from '../../features/account/auth/components/auth-page'
import { loadAccountWords } from '../../i18n/account-words'

export const Route = createFileRoute('/_default/activate-account')({
  loader: loadAccountWords,
  component: ActivateAccountPage,
})

function ActivateAccountPage() {
  const { t } = useLingui()
  return (
    <AuthPage title={t`Activate your account`}>
      <ActivateAccountPanel />
    </AuthPage>
  )
}
