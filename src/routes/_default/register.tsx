import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/register')({
  component: RegisterPage,
})

function RegisterPage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Create your account`}
      description={t`Register with your e-mail and a password, a browser wallet or a connected account.`}
    />
  )
}
