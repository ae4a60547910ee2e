/**
 * Wire objects as the server sends them, for the features' unit tests: one place to grow when
 * the contract does.
 */
import type { EmailConfig, Notice, NoticeType, UserProfile } from '../../contract'

export const emailConfigFixture: EmailConfig = {
  lowBalance: true,
  lowBalanceThreshold: '10.00',
  packageUsage: true,
  billing: true,
  apiKeys: true,
  team: true,
  marketing: false,
  lowRuThreshold: 1_000_000,
  extraRecipients: [],
}

/** Ada's profile (user 1), with `overrides`. */
export const profileFixture = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 1,
  email: 'ada@example.com',
  nickname: 'Ada',
  avatar: null,
  totalApiKeys: 0,
  oauth: [],
  walletAddress: null,
  mailStatus: 'confirmed',
  initialized: true,
  rechargeTips: false,
  isNoPassword: false,
  teamList: [],
  hasTeam: false,
  hasInvite: false,
  userType: 'user',
  acceptTerm: true,
  language: 'en',
  emailConfig: emailConfigFixture,
  promoCode: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
})

/** A worded-by-type notice with no facts, as `hub_getUserMessages` lists it. */
export const noticeFixture = (id: number, type: NoticeType = 'deposit', read = false): Notice => ({
  id,
  type,
  title: `Notice ${id}`,
  content: 'Something happened.',
  createdAt: '2025-06-01T10:00:00.000Z',
  read,
  expand: {},
})
