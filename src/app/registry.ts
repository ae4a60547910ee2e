/**
 * Every projection and command of every feature, registered in one place (the composition root):
 * the store never imports a feature, so this list is how it learns of them.
 */
import { changeLanguage, setEmailConfig, setRechargeTips } from '../features/account/account.commands'
import { limitProjection } from '../features/account/limit.projection'
import { preferencesProjection } from '../features/account/preferences.projection'
import { profileProjection } from '../features/account/profile.projection'
import { sessionProjection } from '../features/account/session.projection'
import { setNickname } from '../features/account/profile/profile.commands'
import { renameApiKey } from '../features/api-keys/api-keys.commands'
import { apiKeysProjection } from '../features/api-keys/api-keys.projection'
import { chainsProjection } from '../features/api-keys/chains.projection'
import { markAllNoticesRead, markNoticeTypeRead } from '../features/notices/notices.commands'
import { noticesProjection } from '../features/notices/notices.projection'
import { depositHistoryProjection } from '../features/wallet/deposit-history.projection'
import { depositsFreshnessProjection } from '../features/wallet/deposits-freshness.projection'
import { pendingDepositsProjection } from '../features/wallet/pending-deposits.projection'
import { savedCardsProjection } from '../features/wallet/saved-cards.projection'
import { setAutoRenew, setLowBalanceThreshold } from '../features/wallet/wallet.commands'
import { walletProjection } from '../features/wallet/wallet.projection'

export const PROJECTIONS = [
  sessionProjection,
  profileProjection,
  limitProjection,
  preferencesProjection,
  walletProjection,
  depositsFreshnessProjection,
  depositHistoryProjection,
  pendingDepositsProjection,
  savedCardsProjection,
  noticesProjection,
  apiKeysProjection,
  chainsProjection,
]

export const COMMANDS = [
  changeLanguage,
  setRechargeTips,
  setEmailConfig,
  setNickname,
  markNoticeTypeRead,
  markAllNoticesRead,
  renameApiKey,
  setAutoRenew,
  setLowBalanceThreshold,
]
