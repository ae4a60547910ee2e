/**
 * Minimal valid params of every team-scoped method, shared by the team role matrix
 * (modules/teams/team-authorization.test.ts) and the hardening matrix
 * (hardening/authorization-matrix.test.ts), which sends the same calls as other callers.
 */
import type { TeamMethodName } from '../../contract/index'

/** What a fixture may use: the team, its spare member, a team key, an open invitation. */
export interface TeamFixture {
  teamId: number
  spareUserId: number
  keyId: number
  inviteId: number
}

const FROM = '2026-01-01T00:00:00.000Z'
const TO = '2026-01-08T00:00:00.000Z'
const range = { from: FROM, to: TO }

/**
 * Minimal valid params of every team-scoped method. Keyed by the contract's type, so a new team
 * method needs its line here. Ids name objects of the team where the method needs one.
 */
export const TEAM_METHOD_PARAMS: Record<TeamMethodName, (f: TeamFixture) => Record<string, unknown>> = {
  hub_getTeamUserProfile: () => ({}),
  hub_getCreditCardList: () => ({}),
  hub_setDefaultCreditCard: () => ({ cardId: 'pm_missing' }),
  hub_removeCreditCard: () => ({ cardId: 'pm_missing' }),
  hub_createStripeSetup: () => ({}),
  hub_getSubscriptions: () => ({}),
  hub_createStripeOrder: () => ({ purpose: 'deposit', amount: '10' }),
  hub_getApiKeyNeedUpgrade: () => ({}),
  hub_rotateApiKey: (f) => ({ id: f.keyId, graceHours: 0 }),
  hub_freezeApiKey: (f) => ({ id: f.keyId }),
  hub_unfreezeApiKey: (f) => ({ id: f.keyId }),
  hub_generateApiKey: () => ({ name: 'Matrix key' }),
  hub_getApiKeys: () => ({}),
  hub_getPureApiKeys: () => ({}),
  hub_getApiKeysLastUse: () => ({}),
  hub_getApiKey: (f) => ({ id: f.keyId }),
  hub_getApiKeyEndpoints: (f) => ({ id: f.keyId }),
  hub_setApiKeyName: (f) => ({ id: f.keyId, name: 'Renamed key' }),
  hub_deleteApiKey: (f) => ({ id: f.keyId }),
  hub_setApiKeyAdvancedFeatures: (f) => ({ id: f.keyId, features: { archive_mode: true } }),
  hub_setApiKeyBundler: (f) => ({ id: f.keyId, bundler: 'stackup' }),
  hub_setApiKeyMev: (f) => ({ id: f.keyId, mev: 'auto' }),
  hub_updateApiKey: (f) => ({ id: f.keyId, whitelist: ['example.com'] }),
  hub_reportUserRuUsage: () => range,
  hub_reportUserPurchase: () => range,
  hub_reportUserDeposit: () => range,
  hub_reportUserRequestByApikey: () => range,
  hub_reportUserRuUsageByApikey: () => range,
  hub_reportApikeyRequest: (f) => ({ ...range, apikeyId: f.keyId }),
  hub_reportApikeyRuUsage: (f) => ({ ...range, apikeyId: f.keyId }),
  hub_reportUserCompositeInfo: () => range,
  hub_reportApikeyCompositeInfo: (f) => ({ ...range, apikeyId: f.keyId }),
  hub_reportUserCompositeInfoByApikey: () => range,
  hub_reportUserCompositeInfoByNetwork: () => range,
  hub_reportUsageInfoByApikey: () => range,
  hub_reportUsageInfoByNetwork: () => range,
  hub_reportUserTop5MethodRuCostByApikey: () => range,
  hub_reportUserTop5MethodRuCostByNetwork: () => range,
  hub_reportUsageSeries: () => range,
  hub_reportMethodRuCosts: () => range,
  hub_reportRuForecast: () => ({}),
  hub_getUserMessages: () => ({}),
  hub_setUserMessageRead: () => ({ type: 'deposit' }),
  hub_setUserMessageReadAll: () => ({}),
  hub_getUserWalletOverview: () => ({}),
  hub_setUserAutoRenew: () => ({ enabled: false }),
  hub_setLowBalanceThreshold: () => ({ amount: '5' }),
  hub_getWalletCoinList: () => ({}),
  hub_getDepositAddress: () => ({ coin: 'USDT', networkId: 'eth-mainnet' }),
  hub_getDepositAddressList: () => ({}),
  hub_getWalletDeposit: () => ({}),
  hub_getWalletDepositPending: () => ({}),
  hub_delWalletDepositPending: () => ({ id: 999_999 }),
  hub_depositByCard: () => ({ amount: '10' }),
  hub_polling: () => ({ orderId: 'missing-order' }),
  hub_getSkuList: () => ({}),
  hub_buyPackage: () => ({ skuId: 1 }),
  hub_buyPackageByCard: () => ({ skuId: 1 }),
  hub_skuFirstConfirm: () => ({ skuId: 1 }),
  hub_skuFirstConfirmCard: () => ({ skuId: 1 }),
  hub_getFreeSkuBuyFreeType: () => ({ skuId: 1 }),
  hub_getEnterpriseInfo: () => ({}),
  hub_getViewUserPurchaseInfo: () => ({}),
  hub_getViewUsedInfo: () => ({}),
  hub_getUserBill: () => ({}),
  hub_getViewUserDepositInfoCsv: () => ({}),
  hub_getViewUserPurchaseInfoCsv: () => ({}),
  hub_getViewUserBillCsv: () => ({}),
  hub_getUserInvoice: () => ({}),
  hub_getUserInvoiceConfig: () => ({}),
  hub_updateUserInvoiceConfig: () => ({ companyName: 'Acme' }),
  hub_getInvoicePreviewCode: () => ({ invoiceId: 999_999 }),
  hub_getReceiptUrl: () => ({ orderId: 'missing-order' }),
  hub_editTeamName: (f) => ({ teamId: f.teamId, name: 'Renamed team' }),
  hub_deleteTeam: (f) => ({ teamId: f.teamId }),
  hub_leaveTeam: (f) => ({ teamId: f.teamId }),
  hub_getTeamMembers: (f) => ({ teamId: f.teamId }),
  hub_addMember: (f) => ({ teamId: f.teamId, email: `invitee-${f.teamId}@example.com` }),
  hub_removeMember: (f) => ({ teamId: f.teamId, userId: f.spareUserId }),
  hub_revokeInvite: (f) => ({ teamId: f.teamId, inviteId: f.inviteId }),
  hub_setMemberRole: (f) => ({ teamId: f.teamId, userId: f.spareUserId, role: 'viewer' }),
  hub_transferTeamOwnership: (f) => ({ teamId: f.teamId, userId: f.spareUserId }),
  hub_editTeamNote: (f) => ({ teamId: f.teamId, userId: f.spareUserId, note: 'Matrix note' }),
  hub_getTeamLogs: (f) => ({ teamId: f.teamId }),
  hub_getDnSku: () => ({}),
  hub_buyDnNodeByWallet: () => ({ skuId: 1, months: 1 }),
  hub_buyDnNodeByCard: () => ({ skuId: 1, months: 1 }),
  hub_getUserDnNodeView: () => ({}),
  hub_renewDnNodeByWallet: () => ({ nodeId: 999_999, months: 1 }),
  hub_renewDnNodeByCard: () => ({ nodeId: 999_999, months: 1 }),
  hub_setDnNodeAutoRenew: () => ({ nodeId: 999_999, autoRenew: false }),
}
