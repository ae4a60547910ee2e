/**
 * A key's advanced features (issue 7): archive mode, MEV protection and mode, the ERC-4337
 * bundler and the whitelist, each saved as it is changed, each answer handed to `onSaved` for the
 * store. Loaded on demand with the `apiKeyTools` catalog part (the key list's first paint never
 * carries it). Writes need the network: offline, every control is disabled and the panel says why.
 */
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import type { ApiKey } from '../../../../contract/methods/api-keys'
import type { Chain } from '../../../../contract/methods/system'
import { ArchiveModeSetting } from './archive-mode-setting'
import { BundlerSetting } from './bundler-setting'
import { MevSetting } from './mev-setting'
import { WhitelistEditor } from './whitelist-editor'

export interface AdvancedFeaturesPanelProps {
  apiKey: ApiKey
  /** The chain table: which networks support each feature. */
  chains: readonly Chain[]
  /** False while offline: changes wait for the network, with the reason shown. */
  online: boolean
  /** Why the caller's team role may not change the key; null when it may. Disables like offline. */
  refusal?: string | null
  /** The server's answer after a change, for the store. */
  onSaved(key: ApiKey): void
}

export default function AdvancedFeaturesPanel(props: AdvancedFeaturesPanelProps) {
  const { apiKey, refusal = null } = props
  // A role that may not change keys sees the controls as offline does: disabled, with the reason.
  const online = props.online && refusal === null
  const noteId = useId()
  const parts = { ...props, online, offlineReasonId: online ? undefined : noteId }
  return (
    <div className="divide-y divide-slate-200 dark:divide-slate-800">
      {!online && (
        <p
          id={noteId}
          role="status"
          className="mb-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {refusal ?? (
            <Trans>
              You are offline. Advanced features and the whitelist change what a key may do and what it costs, so
              changes wait for the network.
            </Trans>
          )}
        </p>
      )}
      <ArchiveModeSetting {...parts} />
      <MevSetting {...parts} />
      <BundlerSetting {...parts} />
      {/* Keyed by key: a different key starts a fresh draft. */}
      <WhitelistEditor
        key={apiKey.id}
        apiKey={apiKey}
        online={online}
        onSaved={props.onSaved}
        offlineReasonId={parts.offlineReasonId}
      />
    </div>
  )
}
