/**
 * Archive mode on or off: state at any past block (`debug_*`, `trace_*`, old-block reads), for
 * 30 % more request units per call — said before it is switched on, not discovered on the bill:
 * switching it on asks first with the cost, and its toast offers Undo. Switching it off saves at
 * once (it only lowers the cost).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { rpc } from '../../../lib/rpc-client'
import { setArchiveMode } from '../api-key-writes'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { toastWithUndo } from '../undo-toast'
import { FeatureNetworksNote } from './feature-networks-note'
import { FeatureSwitch } from './feature-switch'
import type { FeatureSettingProps } from './feature-setting-props'
import { SettingFailureMessage } from './setting-failure-message'
import { shownValue, useSettingSave } from './use-setting-save'

export function ArchiveModeSetting({ apiKey, chains, online, onSaved, offlineReasonId }: FeatureSettingProps) {
  const { t } = useLingui()
  const { pending, failure, save } = useSettingSave(onSaved)
  const [asking, setAsking] = useState(false)
  const { id, name } = apiKey

  async function write(on: boolean) {
    const saved = await save('archive', on, () =>
      rpc('hub_setApiKeyAdvancedFeatures', { id, features: { archive_mode: on } }, { hideError: true }),
    )
    if (saved && on) {
      toastWithUndo({
        message: t`Archive mode is on for ${name}: every call costs +30 % RU.`,
        undoLabel: t`Undo`,
        undo: () => setArchiveMode(id, false),
        undoneMessage: t`Archive mode is off again for ${name}.`,
      })
    }
  }

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
        onChange={(on) => (on ? setAsking(true) : void write(false))}
      />
      <FeatureNetworksNote chains={chains} feature="archive_mode" />
      {failure && <SettingFailureMessage failure={failure.failure} />}
      {asking && (
        <ConfirmDialog
          title={<Trans>Turn on archive mode for “{name}”?</Trans>}
          confirmLabel={<Trans>Turn on archive mode</Trans>}
          onConfirm={() => void write(true)}
          onClose={() => setAsking(false)}
        >
          <p>
            <Trans>
              Every call with this key then costs +30 % RU (30 % more request units), on every network, until you turn
              archive mode off.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
    </section>
  )
}
