/**
 * Archive mode on or off: state at any past block (`debug_*`, `trace_*`, old-block reads), for
 * 30 % more request units per call — said before it is switched on, not discovered on the bill.
 */
import { useLingui } from '@lingui/react/macro'
import { rpc } from '../../../lib/rpc-client'
import { FeatureNetworksNote } from './feature-networks-note'
import { FeatureSwitch } from './feature-switch'
import type { FeatureSettingProps } from './feature-setting-props'
import { SettingFailureMessage } from './setting-failure-message'
import { shownValue, useSettingSave } from './use-setting-save'

export function ArchiveModeSetting({ apiKey, chains, online, onSaved, offlineReasonId }: FeatureSettingProps) {
  const { t } = useLingui()
  const { pending, failure, save } = useSettingSave(onSaved)
  return (
    <section className="py-4">
      <FeatureSwitch
        label={t`Archive mode`}
        description={t`Serves the state at any past block (debug_* and trace_* calls). Costs +30 % RU on every call.`}
        checked={shownValue(pending, 'archive', apiKey.features.archive_mode)}
        describedBy={offlineReasonId}
        disabled={!online}
        saving={pending?.control === 'archive'}
        savingLabel={t`Saving archive mode`}
        onChange={(on) =>
          void save('archive', on, () =>
            rpc(
              'hub_setApiKeyAdvancedFeatures',
              { id: apiKey.id, features: { archive_mode: on } },
              { hideError: true },
            ),
          )
        }
      />
      <FeatureNetworksNote chains={chains} feature="archive_mode" />
      {failure && <SettingFailureMessage failure={failure.failure} />}
    </section>
  )
}
