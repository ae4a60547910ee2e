import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/activate-account')({
  component: ActivateAccountPage,
})

function ActivateAccountPage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Activate your account`}
      description={t`Activate your account from the link in your confirmation e-mail.`}
    />
  )
}
