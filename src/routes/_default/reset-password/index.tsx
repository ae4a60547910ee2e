import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '../../../features/account/auth/components/auth-page'
import { ResetRequestForm } from '../../../features/account/auth/components/reset-request-form'
import { loadAccountWords } from '../../../i18n/account-words'

export const Route = createFileRoute('/_default/reset-password/')({
  loader: loadAccountWords,
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { t } = useLingui()
  return (
    <AuthPage title={t`Reset your password`} intro={t`Enter your e-mail and we send you a link to set a new password.`}>
      <ResetRequestForm />
    </AuthPage>
  )
}
