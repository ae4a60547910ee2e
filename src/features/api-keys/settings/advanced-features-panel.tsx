/** Integration seam, replaced by the advanced features panel (archive, MEV, bundler, whitelist). */
import type { ApiKey } from '../../../../contract/methods/api-keys'
import type { Chain } from '../../../../contract/methods/system'

export interface AdvancedFeaturesPanelProps {
  apiKey: ApiKey
  /** The chain table: which networks support each feature. */
  chains: readonly Chain[]
  /** False while offline: changes wait for the network, with the reason shown. */
  online: boolean
  /** The server's answer after a change, for the store. */
  onSaved(key: ApiKey): void
}

export default function AdvancedFeaturesPanel(_props: AdvancedFeaturesPanelProps) {
  return null
}
