import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '../../../features/account/auth/components/auth-page'
import { OauthBindCallback } from '../../../features/account/components/oauth-bind-callback'
import { loadAccountWords } from '../../../i18n/account-words'

/** `/bind/callback?provider=&code=&state=`: connecting an OAuth identity comes back here (SPEC §2). */
export const Route = createFileRoute('/_default/bind/callback')({
  loader: loadAccountWords,
  component: BindCallbackPage,
})

function BindCallbackPage() {
  const { t } = useLingui()
  return (
    <AuthPage title={t`Connecting your account`}>
      <OauthBindCallback />
    </AuthPage>
  )
}
