import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/register-confirm')({
  component: RegisterConfirmPage,
})

function RegisterConfirmPage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Confirm your e-mail`}
      description={t`We send a confirmation link to your e-mail address; open it to activate your account.`}
    />
  )
}
