import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useLinkCode } from '../../features/account/auth/code-search'
import { AuthPage } from '../../features/account/auth/components/auth-page'
import { EmailConfirmPanel } from '../../features/account/auth/components/email-confirm-panel'
import { loadAccountWords } from '../../i18n/account-words'

export const Route = createFileRoute('/_default/email-confirm')({
  loader: loadAccountWords,
  component: EmailConfirmPage,
})

function EmailConfirmPage() {
  const { t } = useLingui()
  const code = useLinkCode()
  return (
    <AuthPage title={t`E-mail confirmation`}>
      <EmailConfirmPanel code={code} />
    </AuthPage>
  )
}
