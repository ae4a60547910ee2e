import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/_default/third-party/login')({
  component: ThirdPartyLoginPage,
})

function ThirdPartyLoginPage() {
  const { t } = useLingui()
  return <PlannedPage title={t`Third-party login`} description={t`Signs you in from a partner site.`} />
}
