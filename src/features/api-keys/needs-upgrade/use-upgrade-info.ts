/** Integration seam, replaced by the read of hub_getApiKeyNeedUpgrade. */
import type { ApiKeyUpgradeInfo } from '../../../../contract/methods/account-profile'

export function useApiKeyUpgradeInfo(): ApiKeyUpgradeInfo | null {
  return null
}
