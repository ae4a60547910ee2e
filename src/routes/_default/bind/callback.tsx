import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/bind/callback')({
  component: BindCallbackPage,
})

function BindCallbackPage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Connecting your account`}
      description={t`Completes connecting a third-party account to your profile.`}
    />
  )
}
