import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/first-login')({
  component: FirstLoginPage,
})

function FirstLoginPage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Finish setting up`}
      description={t`Choose a nickname and your language, and accept the terms to start.`}
    />
  )
}
