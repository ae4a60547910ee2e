import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/auth/callback')({
  component: AuthCallbackPage,
})

function AuthCallbackPage() {
  const { t } = useLingui()
  return <PlannedPage title={t`Signing you in`} description={t`Completes a sign-in with a connected account.`} />
}
