import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useLinkCode } from '../../../features/account/auth/code-search'
import { AuthPage } from '../../../features/account/auth/components/auth-page'
import { PasswordCodeCheck } from '../../../features/account/auth/components/password-code-check'
import { loadAccountWords } from '../../../i18n/account-words'

export const Route = createFileRoute('/_default/reset-password/checking')({
  loader: loadAccountWords,
  component: ResetPasswordCheckingPage,
})

function ResetPasswordCheckingPage() {
  const { t } = useLingui()
  const code = useLinkCode()
  return (
    <AuthPage title={t`Checking your reset link`}>
      <PasswordCodeCheck flow="passwordReset" code={code} />
    </AuthPage>
  )
}
