/** The log-in view, shared by `/login` and `/workbench/*` (SPEC §2: the same view). */
import { useLingui } from '@lingui/react/macro'
import { PlannedPage } from '../../../components/layouts/planned-page'

export function LoginView() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Log in`}
      description={t`Log in with your e-mail and password, a browser wallet or a connected account.`}
    />
  )
}
