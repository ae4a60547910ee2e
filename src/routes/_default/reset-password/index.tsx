import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/reset-password/')({
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Reset your password`}
      description={t`Enter your e-mail and we send you a link to set a new password.`}
    />
  )
}
