/** Integration seam, replaced by the "needs upgrade" banner and badge. */
import type { ApiKeyUpgradeInfo } from '../../../../contract/methods/account-profile'

export function NeedsUpgradeBanner(_props: { info: ApiKeyUpgradeInfo | null }) {
  return null
}

export function NeedsUpgradeBadge(_props: { info: ApiKeyUpgradeInfo | null; keyId: number }) {
  return null
}
