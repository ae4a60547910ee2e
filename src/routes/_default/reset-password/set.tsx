import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/reset-password/set')({
  component: ResetPasswordSetPage,
})

function ResetPasswordSetPage() {
  const { t } = useLingui()
  return <PlannedPage title={t`Set a new password`} description={t`Choose a new password for your account.`} />
}
