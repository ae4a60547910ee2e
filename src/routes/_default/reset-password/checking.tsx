import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { codeFromSearch } from '../../../features/account/auth/code-status'
import { validateCodeSearch } from '../../../features/account/auth/code-search'
import { AuthPage } from '../../../features/account/auth/components/auth-page'
import { PasswordCodeCheck } from '../../../features/account/auth/components/password-code-check'

export const Route = createFileRoute('/_default/reset-password/checking')({
  validateSearch: validateCodeSearch,
  component: ResetPasswordCheckingPage,
})

function ResetPasswordCheckingPage() {
  const { t } = useLingui()
  const { code } = Route.useSearch()
  return (
    <AuthPage title={t`Checking your reset link`}>
      <PasswordCodeCheck flow="passwordReset" code={codeFromSearch(code)} />
    </AuthPage>
  )
}
