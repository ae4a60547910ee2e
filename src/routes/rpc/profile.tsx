import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { usePageTitle } from '../../components/layouts/use-page-title'
import { PreferencesForm } from '../../features/account/components/preferences-form'
import { useSessionStatus } from '../../features/account/session-link'
import { NoticeAlertsSetting } from '../../features/notices/settings/notice-alerts-setting'

export const Route = createFileRoute('/rpc/profile')({
  component: ProfilePage,
})

/**
 * Profile and settings. The settings that work offline are here now; nickname, avatar, sign-in
 * methods and password arrive with the accounts issue.
 */
function ProfilePage() {
  const { t } = useLingui()
  usePageTitle(t`Profile`)
  const status = useSessionStatus()
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Profile and settings</Trans>
      </h1>
      <div className="mt-6">
        {status === 'signedOut' ? (
          <p>
            <Trans>Log in to change your settings.</Trans>
          </p>
        ) : (
          <div className="space-y-8">
            <PreferencesForm />
            <NoticeAlertsSetting />
          </div>
        )}
      </div>
    </div>
  )
}
