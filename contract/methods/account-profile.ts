/**
 * The signed-in account: its profile and the settings a user changes on /rpc/profile
 * (SPEC §3 "User profile / user info", §7 "Account"). Setters answer with the whole updated
 * profile, so the app replaces its copy instead of merging fields.
 */
import * as v from 'valibot'
import type { ApiKeyFeature, Language, UserType } from '../enums'
import { LANGUAGES } from '../enums'
import type { DecimalString, IsoDateTime } from '../fields'
import { emailSchema, nameSchema, promoCodeSchema } from '../fields'
import { defineMethod } from '../rpc'
import type { MailStatus, TeamRole } from '../statuses'
import type { TeamEntry } from './teams'

/**
 * The account as the app keeps it (SPEC's "user info"). SPEC's `token` is not here: it is the
 * session's (`Session.token`), and the app holds it in its cookie.
 */
export interface UserProfile {
  id: number
  /** Null for accounts made by wallet or OAuth that have not bound an e-mail. */
  email: string | null
  nickname: string
  /** Absolute URL of the uploaded avatar, or null for the default picture. */
  avatar: string | null
  totalApiKeys: number
  /** OAuth identities bound to the account. */
  oauth: OauthBinding[]
  /** The bound wallet (Sign-In with Ethereum), lower-case hex, or null. */
  walletAddress: string | null
  mailStatus: MailStatus
  /**
   * False until the first login is finished (SPEC §2: /first-login): choosing the starting
   * package there (hub_skuFirstConfirm, or hub_skuFirstConfirmCard once its order is paid) does.
   */
  initialized: boolean
  /** Whether to remind the user to top up when the balance runs low. */
  rechargeTips: boolean
  /** The account has no password yet (made by wallet or OAuth); offer set-password. */
  isNoPassword: boolean
  /** Teams the user belongs to, owned ones first. */
  teamList: TeamEntry[]
  hasTeam: boolean
  /** There are invitations waiting (hub_getMyInvite). */
  hasInvite: boolean
  userType: UserType
  /** Whether the current terms of service were accepted. */
  acceptTerm: boolean
  language: Language
  emailConfig: EmailConfig
  /** The promo (discount) code applied to the account, if any. */
  promoCode: string | null
  createdAt: IsoDateTime
}

/** An OAuth identity bound to the account. */
export interface OauthBinding {
  /** Provider id, as in `HubConfig.oauthProviders`. */
  provider: string
  /** What the provider calls the identity (an e-mail or a handle), for display. */
  account: string
  boundAt: IsoDateTime
}

/** Which notices are also sent by e-mail. */
export interface EmailConfig {
  /** Balance fell below `lowBalanceThreshold` (low_balance). */
  lowBalance: boolean
  /** USD; 0 to 1,000,000. */
  lowBalanceThreshold: DecimalString
  /** A package is running out or has expired (low_ru, ru_pkg_running_out, expired). */
  packageUsage: boolean
  /** Deposits, purchases, renewals and failed automatic top-ups. */
  billing: boolean
  /** API keys deleted, paused or changed. */
  apiKeys: boolean
  /** Team invitations and membership changes. */
  team: boolean
  /** Product news and offers; off unless the user opts in. */
  marketing: boolean
  /**
   * Request units: a package's remaining RU below this sends low_ru (mailed when `packageUsage`
   * is on). A whole number, 0 to 1,000,000,000,000.
   */
  lowRuThreshold: number
  /**
   * Up to 3 more addresses that get a copy of every mail these settings send, besides the
   * account's own e-mail; distinct, lower-cased.
   */
  extraRecipients: string[]
}

/** The rate limit the account runs under now (SPEC §3 "Limit info"). */
export interface LimitInfo {
  /** Requests per second allowed now. */
  currentLimitRate: number
  /** Key of the rate-limit tier, e.g. `free`, `growth`. */
  currentLimitRateLevel: string
  /** Rank of the tier, 0 the lowest; compare tiers by it. */
  currentLimitRateOrder: number
  /** Request units (RU) per second allowed now. */
  currentLimitRateValue: number
  /** The tier's display name, e.g. `Tier 2`. */
  currentLimitRateLevelView: string
  /** The tier's display title, e.g. `Growth`. */
  currentLimitRateTitleView: string
}

/** The team account the session acts for, in team context (Team-Id header), SPEC §6. */
export interface TeamUserProfile {
  teamId: number
  teamName: string
  /** The caller's role in that team. */
  role: TeamRole
  owner: { id: number; nickname: string; email: string | null }
  memberCount: number
  totalApiKeys: number
  createdAt: IsoDateTime
}

/**
 * API keys that use features the current package no longer includes (a grant ended, or a team's
 * package is lower than a key's features): the keys keep their settings, and the app offers the
 * package that covers them.
 */
export interface ApiKeyUpgradeInfo {
  needUpgrade: boolean
  /** The owner's current package: the highest live one, or the free package when none is live. */
  currentPackage: string
  /** Every feature the owner's live packages include. */
  allowedFeatures: ApiKeyFeature[]
  /** Newest first, as the key list. `features`: the key's enabled features the packages lack. */
  apiKeys: Array<{
    id: number
    name: string
    features: ApiKeyFeature[]
    /** The lowest package with every feature the key has on; null when no package on sale has them. */
    requiredSku: string | null
  }>
}

/** A promo code and what it gives. */
export interface DiscountCodeDetail {
  code: string
  description: string
  /** Percent off package prices (`"10"` is 10 %), or null. */
  percentOff: DecimalString | null
  /** USD off each purchase, or null. */
  amountOff: DecimalString | null
  appliedAt: IsoDateTime
  /** Null when it does not expire. */
  expiresAt: IsoDateTime | null
}

/** A low-balance threshold: USD with at most 2 decimals (at most 1,000,000, checked by the server). */
export const thresholdSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'a USD amount with at most 2 decimals is required'),
)

/** The most extra recipients of notice mails (`EmailConfig.extraRecipients`). */
export const MAX_EXTRA_RECIPIENTS = 3
/** The highest low-RU threshold (`EmailConfig.lowRuThreshold`). */
export const MAX_LOW_RU_THRESHOLD = 1_000_000_000_000

const extraRecipientsSchema = v.pipe(
  v.array(emailSchema),
  v.maxLength(MAX_EXTRA_RECIPIENTS, `at most ${MAX_EXTRA_RECIPIENTS} extra recipients are allowed`),
  v.check((list) => new Set(list).size === list.length, 'each extra recipient must be a different address'),
)

export const accountProfileMethods = {
  hub_getUserProfile: defineMethod<UserProfile>()(v.strictObject({}), { auth: 'user' }),
  hub_getTeamUserProfile: defineMethod<TeamUserProfile>()(v.strictObject({}), { auth: 'user' }),
  hub_getUserLimitInfo: defineMethod<LimitInfo>()(v.strictObject({}), { auth: 'user' }),
  hub_setUserNickname: defineMethod<UserProfile>()(v.strictObject({ nickname: nameSchema }), {
    auth: 'user',
  }),
  hub_setRechargeTips: defineMethod<UserProfile>()(v.strictObject({ enabled: v.boolean() }), {
    auth: 'user',
  }),
  /** SPEC's short form `chooseLanguage (lang)`: the param is `lang`. */
  hub_changeUserLang: defineMethod<UserProfile>()(v.strictObject({ lang: v.picklist(LANGUAGES) }), {
    auth: 'user',
  }),
  /** Back to the default picture; uploading one is an HTTP upload (see http-routes.ts). */
  hub_removeAvatar: defineMethod<UserProfile>()(v.strictObject({}), { auth: 'user' }),
  hub_setUserAcceptTerm: defineMethod<UserProfile>()(v.strictObject({ acceptTerm: v.literal(true) }), { auth: 'user' }),
  hub_getUserEmailConfig: defineMethod<EmailConfig>()(v.strictObject({}), { auth: 'user' }),
  /** Changes only the fields given; at least one. Answers with the whole new config. */
  hub_setUserEmailConfig: defineMethod<EmailConfig>()(
    v.pipe(
      v.strictObject({
        lowBalance: v.optional(v.boolean()),
        lowBalanceThreshold: v.optional(thresholdSchema),
        packageUsage: v.optional(v.boolean()),
        billing: v.optional(v.boolean()),
        apiKeys: v.optional(v.boolean()),
        team: v.optional(v.boolean()),
        marketing: v.optional(v.boolean()),
        lowRuThreshold: v.optional(
          v.pipe(
            v.number(),
            v.safeInteger('a whole number of RU is required'),
            v.minValue(0),
            v.maxValue(MAX_LOW_RU_THRESHOLD),
          ),
        ),
        extraRecipients: v.optional(extraRecipientsSchema),
      }),
      v.check((input) => Object.keys(input).length > 0, 'name at least one setting to change'),
    ),
    { auth: 'user' },
  ),
  hub_getApiKeyNeedUpgrade: defineMethod<ApiKeyUpgradeInfo>()(v.strictObject({}), { auth: 'user' }),
  /**
   * Applies a promo code (any case); it replaces the one applied before. 10422 with
   * `data.reason` `unknown`, `expired`, `applied` (this account applied it before) or `used_up`.
   */
  hub_setUserDiscountCode: defineMethod<DiscountCodeDetail>()(v.strictObject({ code: promoCodeSchema }), {
    auth: 'user',
  }),
  /** The applied promo code, or null when none is. */
  hub_getUserDiscountCodeDetail: defineMethod<DiscountCodeDetail | null>()(v.strictObject({}), {
    auth: 'user',
  }),
}
