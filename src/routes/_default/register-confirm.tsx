import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '../../features/account/auth/components/auth-page'
import { RegisterConfirmPanel } from '../../features/account/auth/components/register-confirm-panel'
import { loadAccountWords } from '../../i18n/account-words'

export const Route = createFileRoute('/_default/register-confirm')({
  loader: loadAccountWords,
  component: RegisterConfirmPage,
})

function RegisterConfirmPage() {
  const { t } = useLingui()
  return (
    <AuthPage title={t`Confirm your e-mail`}>
      <RegisterConfirmPanel />
    </AuthPage>
  )
}
