/**
 * Which notices also come by e-mail, the thresholds of the low-balance and low-RU mails, and up to
 * 3 extra addresses that get them too. Each change is the setEmailConfig command: it shows at
 * once, waits in the outbox while offline, and is replaced by the server's answer.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { EmailConfig } from '../../../../contract'
import { SkeletonText } from '../../../components/ui/skeleton'
import { runCommand } from '../../../store/store-client'
import { useOutbox, useView } from '../../../store/use-view'
import { setEmailConfig } from '../account.commands'
import { preferencesProjection } from '../preferences.projection'
import { ruThresholdProblem, usdThresholdProblem } from './email-config-checks'
import { ProfileSection } from './profile-section'
import { RecipientsEditor } from './recipients-editor'
import { ThresholdField } from './threshold-field'
import { WaitingBadge } from './waiting-badge'

type EmailSwitch = { [K in keyof EmailConfig]: EmailConfig[K] extends boolean ? K : never }[keyof EmailConfig]

export function EmailNotificationsSection({ ownEmail }: { ownEmail: string | null }) {
  const { t } = useLingui()
  // A profile cached by an older version of the app may lack the newer fields (`?? …` below).
  const config = useView(preferencesProjection)?.state?.emailConfig
  const waiting = useOutbox().some((row) => row.command === setEmailConfig.name)
  const change = (changes: Partial<EmailConfig>) => void runCommand(setEmailConfig, changes)

  const switches: Array<[EmailSwitch, string]> = [
    ['lowBalance', t`Low balance`],
    ['packageUsage', t`Package running out or expired`],
    ['billing', t`Deposits, purchases and renewals`],
    ['apiKeys', t`API key changes`],
    ['team', t`Team invitations and changes`],
    ['marketing', t`Product news and offers`],
  ]

  return (
    <ProfileSection
      title={
        <span className="flex flex-wrap items-center gap-2">
          <Trans>E-mail notifications</Trans>
          {waiting && <WaitingBadge />}
        </span>
      }
      description={
        ownEmail ? (
          <Trans>Choose which notices are also sent to {ownEmail}.</Trans>
        ) : (
          <Trans>Bind an e-mail address to get notices by mail.</Trans>
        )
      }
    >
      {!config ? (
        <SkeletonText lines={4} />
      ) : (
        <div className="space-y-5">
          <fieldset>
            <legend className="sr-only">
              <Trans>Notices sent by e-mail</Trans>
            </legend>
            <ul className="space-y-2 text-sm">
              {switches.map(([key, label]) => (
                <li key={key}>
                  <label className="flex items-center gap-3">
                    <input
                      type="checkbox"
                      checked={config[key]}
                      onChange={(event) => change({ [key]: event.target.checked })}
                      className="size-4"
                    />
                    {label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <ThresholdField
            label={t`Low-balance mail below (USD)`}
            value={config.lowBalanceThreshold}
            inputMode="decimal"
            problemOf={usdThresholdProblem}
            onSave={(lowBalanceThreshold) => change({ lowBalanceThreshold })}
          />
          <ThresholdField
            label={t`Low-RU mail below (request units)`}
            value={String(config.lowRuThreshold ?? '')}
            inputMode="numeric"
            problemOf={ruThresholdProblem}
            onSave={(text) => change({ lowRuThreshold: Number(text) })}
          />
          <RecipientsEditor
            recipients={config.extraRecipients ?? []}
            ownEmail={ownEmail}
            onChange={(extraRecipients) => change({ extraRecipients })}
          />
        </div>
      )}
    </ProfileSection>
  )
}
