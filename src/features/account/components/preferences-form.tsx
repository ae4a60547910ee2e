/**
 * The preferences on /rpc/profile: language and the top-up reminder (which notices also come by
 * e-mail is the profile's EmailNotificationsSection). Each change is a command: it shows at once,
 * waits in the outbox while offline ("Waiting to be sent") and is sent exactly once when the
 * network returns.
 */
import { Trans } from '@lingui/react/macro'
import { DataAge } from '../../../components/ui/data-age'
import { LanguageOptions } from '../../../components/ui/language-options'
import { SkeletonText } from '../../../components/ui/skeleton'
import { chooseLocale } from '../../../i18n/i18n'
import { isLocale } from '../../../i18n/locales'
import { runCommand } from '../../../store/store-client'
import { useOutbox, useView } from '../../../store/use-view'
import { changeLanguage, setRechargeTips } from '../account.commands'
import { preferencesProjection } from '../preferences.projection'
import { ProfileSection } from '../profile/profile-section'
import { WaitingBadge } from '../profile/waiting-badge'

export function PreferencesForm() {
  const view = useView(preferencesProjection)
  const waiting = new Set(useOutbox().map((row) => row.command))
  const preferences = view?.state
  if (!preferences) return <SkeletonText lines={4} />

  return (
    <>
      <ProfileSection title={<Trans>Language</Trans>}>
        <label className="flex flex-wrap items-center gap-3 text-sm">
          <span>
            <Trans>Language for the dashboard and e-mails</Trans>
          </span>
          <select
            value={preferences.language}
            onChange={(event) => {
              if (isLocale(event.target.value)) void chooseLocale(event.target.value)
            }}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900"
          >
            <LanguageOptions />
          </select>
          {waiting.has(changeLanguage.name) && <WaitingBadge />}
        </label>
      </ProfileSection>

      <ProfileSection title={<Trans>Top-up reminder</Trans>}>
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={preferences.rechargeTips}
            onChange={(event) => void runCommand(setRechargeTips, { enabled: event.target.checked })}
            className="size-4"
          />
          <Trans>Remind me to top up when my balance runs low</Trans>
          {waiting.has(setRechargeTips.name) && <WaitingBadge />}
        </label>
        <DataAge syncedAt={view.syncedAt} className="mt-2" />
      </ProfileSection>
    </>
  )
}
