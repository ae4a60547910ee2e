import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { codeFromSearch } from '../../../features/account/auth/code-status'
import { validateCodeSearch } from '../../../features/account/auth/code-search'
import { AuthPage } from '../../../features/account/auth/components/auth-page'
import { NewPasswordForm } from '../../../features/account/auth/components/new-password-form'

export const Route = createFileRoute('/_default/reset-password/set')({
  validateSearch: validateCodeSearch,
  component: ResetPasswordSetPage,
})

function ResetPasswordSetPage() {
  const { t } = useLingui()
  const { code } = Route.useSearch()
  return (
    <AuthPage title={t`Set a new password`}>
      <NewPasswordForm flow="passwordReset" code={codeFromSearch(code)} />
    </AuthPage>
  )
}
