import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '../../features/account/auth/components/auth-page'
import { FirstLogin } from '../../features/account/auth/components/first-login-form'
import { loadAccountWords } from '../../i18n/account-words'

export const Route = createFileRoute('/_default/first-login')({
  loader: loadAccountWords,
  component: FirstLoginPage,
})

function FirstLoginPage() {
  const { t } = useLingui()
  return (
    <AuthPage
      title={t`Finish setting up`}
      intro={t`Choose a nickname and your language, and accept the terms to start.`}
    >
      <FirstLogin />
    </AuthPage>
  )
}
