import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useLinkCode } from '../../../features/account/auth/code-search'
import { AuthPage } from '../../../features/account/auth/components/auth-page'
import { NewPasswordForm } from '../../../features/account/auth/components/new-password-form'
import { loadAccountWords } from '../../../i18n/account-words'

export const Route = createFileRoute('/_default/set-password/set')({
  loader: loadAccountWords,
  component: SetPasswordSetPage,
})

function SetPasswordSetPage() {
  const { t } = useLingui()
  const code = useLinkCode()
  return (
    <AuthPage title={t`Set your password`}>
      <NewPasswordForm flow="passwordSet" code={code} />
    </AuthPage>
  )
}
