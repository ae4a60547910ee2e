import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/email-confirm')({
  component: EmailConfirmPage,
})

function EmailConfirmPage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`E-mail confirmation`}
      description={t`This page confirms the e-mail address from your confirmation link.`}
    />
  )
}
