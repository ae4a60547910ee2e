/** What each part of the advanced features panel gets from it (the panel's own props). */
import type { ApiKey } from '../../../../contract/methods/api-keys'
import type { Chain } from '../../../../contract/methods/system'

export interface FeatureSettingProps {
  apiKey: ApiKey
  chains: readonly Chain[]
  online: boolean
  onSaved(key: ApiKey): void
  /** While offline, the id of the panel's note saying why changes wait: every control points at it. */
  offlineReasonId?: string | undefined
}
