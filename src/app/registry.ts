/**
 * Every projection and command of every feature, registered in one place (the composition root):
 * the store never imports a feature, so this list is how it learns of them.
 */
import { csvExportsProjection } from '../features/billing/csv-exports.projection'
import { saveInvoiceConfig } from '../features/billing/invoice-config.commands'
import { invoicesProjection } from '../features/billing/invoices.projection'
import { statementPagesProjection } from '../features/billing/statement-pages.projection'
import { changeLanguage, setEmailConfig, setRechargeTips } from '../features/account/account.commands'
import { limitProjection } from '../features/account/limit.projection'
import { preferencesProjection } from '../features/account/preferences.projection'
import { profileProjection } from '../features/account/profile.projection'
import { sessionProjection } from '../features/account/session.projection'
import { setNickname } from '../features/account/profile/profile.commands'
import { renameApiKey } from '../features/api-keys/api-keys.commands'
import { apiKeysProjection } from '../features/api-keys/api-keys.projection'
import { chainsProjection } from '../features/api-keys/chains.projection'
import { invitationsProjection } from '../features/invitations/invitations.projection'
import { markAllNoticesRead, markNoticeRead, markNoticeTypeRead } from '../features/notices/notices.commands'
import { noticesProjection } from '../features/notices/notices.projection'
import { dnSkusProjection } from '../features/nodes/order/dn-skus.projection'
import { nodesProjection } from '../features/nodes/nodes.projection'
import { overviewProjection } from '../features/overview/overview.projection'
import { setAutoRenewMode } from '../features/packages/packages.commands'
import { saveTrackedEvents } from '../features/tracking/tracking.commands'
import { skusProjection } from '../features/packages/skus.projection'
import { editTeamNote } from '../features/team/team.commands'
import { teamLogsProjection } from '../features/team/team-logs.projection'
import { teamProjection } from '../features/team/team.projection'
import { statisticsProjection } from '../features/statistics/statistics.projection'
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
  skusProjection,
  dnSkusProjection,
  noticesProjection,
  apiKeysProjection,
  chainsProjection,
  statementPagesProjection,
  csvExportsProjection,
  invoicesProjection,
  statisticsProjection,
  overviewProjection,
  teamProjection,
  teamLogsProjection,
  invitationsProjection,
  nodesProjection,
]

export const COMMANDS = [
  changeLanguage,
  setRechargeTips,
  setEmailConfig,
  setNickname,
  markNoticeTypeRead,
  markNoticeRead,
  markAllNoticesRead,
  renameApiKey,
  setAutoRenew,
  setLowBalanceThreshold,
  saveInvoiceConfig,
  setAutoRenewMode,
  saveTrackedEvents,
  editTeamNote,
]
