import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/set-password/checking')({
  component: SetPasswordCheckingPage,
})

function SetPasswordCheckingPage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Checking your link`}
      description={t`This page checks the link to set a password on your account.`}
    />
  )
}
