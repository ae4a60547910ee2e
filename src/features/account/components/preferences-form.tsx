/**
 * The settings a user changes on /rpc/profile: language, the top-up reminder and which notices
 * also come by e-mail. Each change is a command: it shows at once, waits in the outbox while
 * offline ("Waiting to be sent") and is sent exactly once when the network returns.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { EmailConfig } from '../../../../contract'
import { DataAge } from '../../../components/ui/data-age'
import { SkeletonText } from '../../../components/ui/skeleton'
import { runCommand } from '../../../store/store-client'
import { useOutbox, useView } from '../../../store/use-view'
import { chooseLocale } from '../../../i18n/i18n'
import { isLocale } from '../../../i18n/locales'
import { LanguageOptions } from '../../../components/ui/language-options'
import { changeLanguage, setEmailConfig, setRechargeTips } from '../account.commands'
import { preferencesProjection } from '../preferences.projection'

type EmailSwitch = Exclude<keyof EmailConfig, 'lowBalanceThreshold'>

export function PreferencesForm() {
  const { t } = useLingui()
  const view = useView(preferencesProjection)
  const waiting = new Set(useOutbox().map((row) => row.command))
  const preferences = view?.state
  if (!preferences) return <SkeletonText lines={4} />

  const emailSwitches: Array<[EmailSwitch, string]> = [
    ['lowBalance', t`Low balance`],
    ['packageUsage', t`Package running out or expired`],
    ['billing', t`Deposits, purchases and renewals`],
    ['apiKeys', t`API key changes`],
    ['team', t`Team invitations and changes`],
    ['marketing', t`Product news and offers`],
  ]

  return (
    <div className="space-y-8">
      <DataAge syncedAt={view.syncedAt} />
      <section aria-labelledby="language-title">
        <h2 id="language-title" className="font-medium">
          <Trans>Language</Trans>
        </h2>
        <label className="mt-2 flex items-center gap-3 text-sm">
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
          {waiting.has(changeLanguage.name) && <Waiting />}
        </label>
      </section>

      <section aria-labelledby="reminder-title">
        <h2 id="reminder-title" className="font-medium">
          <Trans>Top-up reminder</Trans>
        </h2>
        <label className="mt-2 flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={preferences.rechargeTips}
            onChange={(event) => void runCommand(setRechargeTips, { enabled: event.target.checked })}
            className="size-4"
          />
          <Trans>Remind me to top up when my balance runs low</Trans>
          {waiting.has(setRechargeTips.name) && <Waiting />}
        </label>
      </section>

      <section aria-labelledby="email-title">
        <h2 id="email-title" className="font-medium">
          <Trans>E-mail notifications</Trans>
        </h2>
        {waiting.has(setEmailConfig.name) && <Waiting />}
        <ul className="mt-2 space-y-2 text-sm">
          {emailSwitches.map(([key, label]) => (
            <li key={key}>
              <label className="flex items-center gap-3">
                <input
                  type="checkbox"
                  checked={preferences.emailConfig[key]}
                  onChange={(event) => void runCommand(setEmailConfig, { [key]: event.target.checked })}
                  className="size-4"
                />
                {label}
              </label>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

function Waiting() {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
      <Trans>Waiting to be sent</Trans>
    </span>
  )
}
