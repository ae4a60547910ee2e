import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '../../../features/account/auth/components/auth-page'
import { OauthLoginCallback } from '../../../features/account/components/oauth-login-callback'
import { loadAccountWords } from '../../../i18n/account-words'

/** `/auth/callback?provider=&code=&state=`: an OAuth login comes back here (SPEC §2). */
export const Route = createFileRoute('/_default/auth/callback')({
  loader: loadAccountWords,
  component: AuthCallbackPage,
})

function AuthCallbackPage() {
  const { t } = useLingui()
  return (
    <AuthPage title={t`Signing you in`}>
      <OauthLoginCallback />
    </AuthPage>
  )
}
