import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { usePageTitle } from '../../components/layouts/use-page-title'
import { SkeletonText } from '../../components/ui/skeleton'
import { PreferencesForm } from '../../features/account/components/preferences-form'
import { profileProjection } from '../../features/account/profile.projection'
import { AvatarSection } from '../../features/account/profile/avatar-section'
import { validateBindEmailSearch } from '../../features/account/profile/bind-email-search'
import { EmailBindingSection } from '../../features/account/profile/email-binding-section'
import { EmailNotificationsSection } from '../../features/account/profile/email-notifications-section'
import { NicknameSection } from '../../features/account/profile/nickname-section'
import { OauthBindingsSection } from '../../features/account/profile/oauth-bindings-section'
import { PasswordSection } from '../../features/account/profile/password-section'
import { PromoCodeSection } from '../../features/account/profile/promo-code-section'
import { WalletBindingSection } from '../../features/account/profile/wallet-binding-section'
import { useSessionStatus } from '../../features/account/session-link'
import { NoticeAlertsSetting } from '../../features/notices/settings/notice-alerts-setting'
import { useView } from '../../store/use-view'
import { loadAccountWords } from '../../i18n/account-words'

export const Route = createFileRoute('/rpc/profile')({
  loader: loadAccountWords,
  component: ProfilePage,
})

/**
 * Profile and settings (SPEC §3 "User profile"): who the account is, its ways in, and its
 * settings, one section each (features/account/profile/). The profile shown is the store's, so a
 * change made here or in another tab shows everywhere.
 */
function ProfilePage() {
  const { t } = useLingui()
  usePageTitle(t`Profile`)
  const status = useSessionStatus()
  const profile = useView(profileProjection)?.state
  // Read here rather than by the route's validateSearch, which would put it in the first paint.
  const { bindEmail, code } = validateBindEmailSearch(useSearch({ strict: false }))
  const navigate = useNavigate()
  const bindLink = bindEmail && code ? { email: bindEmail, code } : null
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
        ) : !profile ? (
          <SkeletonText lines={6} />
        ) : (
          <div className="space-y-6">
            <AvatarSection profile={profile} />
            <NicknameSection nickname={profile.nickname} />
            <EmailBindingSection
              profile={profile}
              link={bindLink}
              onLinkDone={() => void navigate({ to: '/rpc/profile', search: {}, replace: true })}
            />
            <PasswordSection profile={profile} />
            <WalletBindingSection profile={profile} />
            <OauthBindingsSection profile={profile} />
            <PreferencesForm />
            <EmailNotificationsSection ownEmail={profile.email} />
            <PromoCodeSection />
            <NoticeAlertsSetting />
          </div>
        )}
      </div>
    </div>
  )
}
