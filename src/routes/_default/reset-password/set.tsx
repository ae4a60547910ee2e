import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useLinkCode } from '../../../features/account/auth/code-search'
import { AuthPage } from '../../../features/account/auth/components/auth-page'
import { NewPasswordForm } from '../../../features/account/auth/components/new-password-form'
import { loadAccountWords } from '../../../i18n/account-words'

export const Route = createFileRoute('/_default/reset-password/set')({
  loader: loadAccountWords,
  component: ResetPasswordSetPage,
})

function ResetPasswordSetPage() {
  const { t } = useLingui()
  const code = useLinkCode()
  return (
    <AuthPage title={t`Set a new password`}>
      <NewPasswordForm flow="passwordReset" code={code} />
    </AuthPage>
  )
}
