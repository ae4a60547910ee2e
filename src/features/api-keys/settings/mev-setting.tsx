/**
 * MEV protection on or off, and the MEV mode. Protection and global cast exclude each other
 * (the server refuses the pair from either side): the control that would make the pair is
 * disabled here, with why, so the person never has to meet the refusal.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { MevMode } from '../../../../contract/enums'
import { MEV_MODES } from '../../../../contract/enums'
import { rpc } from '../../../lib/rpc-client'
import { FeatureNetworksNote } from './feature-networks-note'
import type { FeatureSettingProps } from './feature-setting-props'
import { FeatureSwitch } from './feature-switch'
import { SettingFailureMessage } from './setting-failure-message'
import { SettingSelect } from './setting-select'
import { shownValue, useSettingSave } from './use-setting-save'

export function MevSetting({ apiKey, chains, online, onSaved, offlineReasonId }: FeatureSettingProps) {
  const { t } = useLingui()
  const { pending, failure, save } = useSettingSave(onSaved)
  const protectionOn = shownValue(pending, 'protection', apiKey.features.mev_protection)
  const mode = shownValue(pending, 'mode', apiKey.mev)
  const globalCast = mode === 'globalcast'

  const modeLabels: Record<MevMode, string> = { '': t`Normal`, auto: t`Auto`, globalcast: t`Global cast` }
  const modeHelp: Record<MevMode, string> = {
    '': t`Normal: transactions take the route MEV protection sets (the private relay while it is on).`,
    auto: t`Auto: the route is chosen for each transaction.`,
    globalcast: t`Global cast: transactions are broadcast to every public mempool, for the fastest inclusion.`,
  }

  return (
    <section className="py-4">
      <FeatureSwitch
        label={t`MEV protection`}
        description={t`Sends transactions (eth_sendRawTransaction) through a private relay, out of reach of front-running bots.`}
        checked={protectionOn}
        describedBy={offlineReasonId}
        disabled={!online || (globalCast && !protectionOn)}
        blockedReason={
          globalCast && !protectionOn
            ? t`MEV protection cannot be on while the MEV mode is global cast, which broadcasts transactions publicly. Pick another MEV mode first.`
            : null
        }
        saving={pending?.control === 'protection'}
        savingLabel={t`Saving MEV protection`}
        onChange={(on) =>
          void save('protection', on, () =>
            rpc(
              'hub_setApiKeyAdvancedFeatures',
              { id: apiKey.id, features: { mev_protection: on } },
              { hideError: true },
            ),
          )
        }
      />
      <SettingSelect
        label={t`MEV mode`}
        value={mode}
        options={MEV_MODES.map((mode) => ({
          value: mode,
          label: modeLabels[mode],
          disabled: mode === 'globalcast' && protectionOn && !globalCast,
        }))}
        describedBy={offlineReasonId}
        disabled={!online}
        saving={pending?.control === 'mode'}
        savingLabel={t`Saving the MEV mode`}
        hint={
          <>
            <p>{modeHelp[mode]}</p>
            {protectionOn && (
              <p className="mt-1 text-amber-800 dark:text-amber-300">
                <Trans>
                  Global cast cannot be picked while MEV protection is on: it sends transactions to every public
                  mempool, which protection exists to avoid. Switch MEV protection off to use it.
                </Trans>
              </p>
            )}
          </>
        }
        onChange={(mev) =>
          void save('mode', mev, () => rpc('hub_setApiKeyMev', { id: apiKey.id, mev }, { hideError: true }))
        }
      />
      <FeatureNetworksNote chains={chains} feature="mev_protection" />
      {failure && <SettingFailureMessage failure={failure.failure} />}
    </section>
  )
}
