import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '../../features/account/auth/components/auth-page'
import { RegisterConfirmPanel } from '../../features/account/auth/components/register-confirm-panel'

export const Route = createFileRoute('/_default/register-confirm')({
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
