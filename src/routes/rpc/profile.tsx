import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../components/layouts/planned-page'

export const Route = createFileRoute('/rpc/profile')({
  component: ProfilePage,
})

function ProfilePage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Profile`}
      description={t`Your nickname, avatar, sign-in methods, password and notification settings.`}
    />
  )
}
