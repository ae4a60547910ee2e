import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/reset-password/checking')({
  component: ResetPasswordCheckingPage,
})

function ResetPasswordCheckingPage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Checking your reset link`}
      description={t`This page checks the password reset link from your e-mail.`}
    />
  )
}
