/**
 * The ERC-4337 bundler on or off, and which bundler answers the user-operation methods. The
 * choice can be made while the feature is off: the server keeps it for when it is switched on.
 */
import { useLingui } from '@lingui/react/macro'
import type { Bundler } from '../../../../contract/enums'
import { BUNDLERS } from '../../../../contract/enums'
import { rpc } from '../../../lib/rpc-client'
import { FeatureNetworksNote } from './feature-networks-note'
import type { FeatureSettingProps } from './feature-setting-props'
import { FeatureSwitch } from './feature-switch'
import { SettingFailureMessage } from './setting-failure-message'
import { SettingSelect } from './setting-select'
import { shownValue, useSettingSave } from './use-setting-save'

export function BundlerSetting({ apiKey, chains, online, onSaved, offlineReasonId }: FeatureSettingProps) {
  const { t } = useLingui()
  const { pending, failure, save } = useSettingSave(onSaved)
  const bundlerOn = shownValue(pending, 'bundler', apiKey.features.bundler)
  // The others are product names, the same in every language: the contract's value, capitalised.
  const nameOf = (bundler: Bundler) =>
    bundler === 'default' ? t`Default` : `${bundler.charAt(0).toUpperCase()}${bundler.slice(1)}`
  return (
    <section className="py-4">
      <FeatureSwitch
        label={t`ERC-4337 bundler`}
        description={t`Answers the account-abstraction methods (eth_sendUserOperation and the other user-operation calls) with the bundler you pick.`}
        checked={bundlerOn}
        describedBy={offlineReasonId}
        disabled={!online}
        saving={pending?.control === 'bundler'}
        savingLabel={t`Saving the bundler setting`}
        onChange={(on) =>
          void save('bundler', on, () =>
            rpc('hub_setApiKeyAdvancedFeatures', { id: apiKey.id, features: { bundler: on } }, { hideError: true }),
          )
        }
      />
      <SettingSelect
        label={t`Bundler`}
        value={shownValue(pending, 'choice', apiKey.bundler)}
        options={BUNDLERS.map((bundler) => ({ value: bundler, label: nameOf(bundler) }))}
        describedBy={offlineReasonId}
        disabled={!online}
        saving={pending?.control === 'choice'}
        savingLabel={t`Saving the bundler choice`}
        hint={bundlerOn ? undefined : t`Kept for when the bundler is switched on.`}
        onChange={(bundler) =>
          void save('choice', bundler, () =>
            rpc('hub_setApiKeyBundler', { id: apiKey.id, bundler }, { hideError: true }),
          )
        }
      />
      <FeatureNetworksNote chains={chains} feature="bundler" />
      {failure && <SettingFailureMessage failure={failure.failure} />}
    </section>
  )
}
