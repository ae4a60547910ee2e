import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { codeFromSearch } from '../../../features/account/auth/code-status'
import { validateCodeSearch } from '../../../features/account/auth/code-search'
import { AuthPage } from '../../../features/account/auth/components/auth-page'
import { NewPasswordForm } from '../../../features/account/auth/components/new-password-form'

export const Route = createFileRoute('/_default/set-password/set')({
  validateSearch: validateCodeSearch,
  component: SetPasswordSetPage,
})

function SetPasswordSetPage() {
  const { t } = useLingui()
  const { code } = Route.useSearch()
  return (
    <AuthPage title={t`Set your password`}>
      <NewPasswordForm flow="passwordSet" code={codeFromSearch(code)} />
    </AuthPage>
  )
}
