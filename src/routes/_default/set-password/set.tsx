import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/set-password/set')({
  component: SetPasswordSetPage,
})

function SetPasswordSetPage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Set your password`}
      description={t`Add a password to an account that signs in with a wallet or a connected account.`}
    />
  )
}
