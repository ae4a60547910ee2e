import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { codeFromSearch } from '../../features/account/auth/code-status'
import { validateCodeSearch } from '../../features/account/auth/code-search'
import { AuthPage } from '../../features/account/auth/components/auth-page'
import { EmailConfirmPanel } from '../../features/account/auth/components/email-confirm-panel'

export const Route = createFileRoute('/_default/email-confirm')({
  validateSearch: validateCodeSearch,
  component: EmailConfirmPage,
})

function EmailConfirmPage() {
  const { t } = useLingui()
  const { code } = Route.useSearch()
  return (
    <AuthPage title={t`E-mail confirmation`}>
      <EmailConfirmPanel code={codeFromSearch(code)} />
    </AuthPage>
  )
}
