/**
 * Methods a development server offers and a production server does not have at all (they answer
 * -32601 there, like any unknown method). Kept out of `methods` so the hub_* map stays the
 * product's API; the server registers these only outside production mode.
 */
import * as v from 'valibot'
import { API_KEY_FEATURES } from '../enums'
import type { IsoDateTime } from '../fields'
import { emailSchema, evmAddressSchema, idSchema, isoDateTimeSchema, networkIdSchema } from '../fields'
import type { Notice } from '../notice-types'
import { NOTICE_TYPES } from '../notice-types'
import { defineMethod, type MethodSpec } from '../rpc'
import { EXPORT_KINDS } from '../statuses'

const decimalSchema = v.pipe(v.string(), v.regex(/^-?\d{1,18}(\.\d{1,18})?$/, 'a decimal string is required'))
const textSchema = v.pipe(v.string(), v.maxLength(200))
const smallIdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1))

/** The facts of a notice (`NoticeExpand`) as a caller may send them. */
export const noticeExpandSchema = v.strictObject({
  coinAmount: v.optional(decimalSchema),
  coin: v.optional(textSchema),
  usdAmount: v.optional(decimalSchema),
  timeStamp: v.optional(isoDateTimeSchema),
  skuName: v.optional(textSchema),
  leftDays: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  amount: v.optional(decimalSchema),
  name: v.optional(textSchema),
  featureName: v.optional(v.picklist(API_KEY_FEATURES)),
  apikeyName: v.optional(textSchema),
  apikeyId: v.optional(idSchema),
  userName: v.optional(textSchema),
  teamName: v.optional(textSchema),
  teamId: v.optional(smallIdSchema),
  inviteInfo: v.optional(
    v.strictObject({
      inviteId: smallIdSchema,
      teamId: smallIdSchema,
      teamName: textSchema,
      inviterName: textSchema,
    }),
  ),
  type: v.optional(v.picklist(EXPORT_KINDS)),
  fileUrl: v.optional(v.pipe(v.string(), v.url(), v.maxLength(2048))),
  contentZh: v.optional(textSchema),
})

/**
 * One write the server applied for an account (a mutating call that succeeded), as
 * dev_getAccountActivity lists it: how tests prove an offline write was applied exactly once.
 */
export interface AccountActivity {
  method: string
  /** The params as validated, secrets (password hashes) redacted. */
  params: unknown
  /** The `Idempotency-Key` it came with, or null. */
  idempotencyKey: string | null
  createdAt: IsoDateTime
}

/** A mail of the dev outbox, as dev_listMail lists it. */
export interface DevMail {
  to: string
  subject: string
  text: string
  html: string | null
  /** The http(s) links of the text, in order (a confirmation or reset link). */
  links: string[]
  createdAt: IsoDateTime
}

/** What dev_consumeRu drew (the server's `RuDraw`). */
export interface DevRuDraw {
  /** RU the call cost, after the archive surcharge. */
  cost: number
  /** RU taken from grants, including Pay As You Go top-ups bought by this draw. */
  drawn: number
  /** Pay As You Go top-ups bought from the wallet. */
  toppedUp: number
  /** USD charged to the wallet (balance, then arrears) for RU nothing covered; null: none. */
  charged: string | null
  /** RU neither drawn nor charged: the owner ran out. */
  dropped: number
  /** RU left in the owner's live packages. */
  ruLeft: number
}

/** A team invitation made by dev_createTeamInvite: its code is what the invitation link carries. */
export interface DevTeamInvite {
  inviteId: number
  /** Pass to hub_registerTeam; shown only here (the server keeps its SHA-256). */
  code: string
  expiresAt: IsoDateTime
}

/** A step the nodes' lifecycle job took (dev_runNodeLifecycle). */
export interface DevNodeStep {
  nodeId: number
  step: 'online' | 'will_expired' | 'expired' | 'released'
}

export const devMethods = {
  /**
   * Sends any notice to the account with this e-mail, as a module would (stored, then pushed),
   * so a person or a test can see every notice type. `title` and `content` are needed only for
   * the plain-content types; the others are worded from the type and `expand`.
   */
  dev_sendNotice: defineMethod<Notice>()(
    v.strictObject({
      email: emailSchema,
      type: v.picklist(NOTICE_TYPES),
      expand: v.optional(noticeExpandSchema, {}),
      title: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
      content: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000))),
    }),
    { auth: 'public' },
  ),
  /**
   * Creates an account like the demo one (a balance, five notices, two of them read) and answers
   * its id, so each end-to-end test and each person trying things gets an account of their own.
   * The password is the typed one; the server hashes it as the login page would. 50409 when the
   * e-mail is taken. With `signIn`, it also answers the `token` of a session started as
   * `hub_login` starts one: tests whose subject is not the login form start signed in.
   */
  dev_createAccount: defineMethod<{ userId: number; token?: string }>()(
    v.strictObject({
      email: emailSchema,
      password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
      nickname: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50)), 'Tester'),
      balance: v.optional(decimalSchema, '125.50'),
      signIn: v.optional(v.boolean(), false),
    }),
    { auth: 'public' },
  ),
  /**
   * Stores `count` notices of `type` for the account at once, as history (nothing is pushed):
   * how a person or a test fills a notice centre with thousands. Worded like any notice of the
   * type; each carries its number in `name`. Answers how many were stored.
   */
  dev_seedNotices: defineMethod<{ stored: number }>()(
    v.strictObject({
      email: emailSchema,
      count: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(20_000)),
      type: v.optional(v.picklist(NOTICE_TYPES), 'low_balance'),
      read: v.optional(v.boolean(), false),
    }),
    { auth: 'public' },
  ),
  /**
   * A confirmed deposit, until the deposits issue brings the custody sandbox: credits `usdAmount`
   * to the wallet and sends the deposit notice, together. Answers the new balance.
   */
  dev_deposit: defineMethod<{ amount: string }>()(
    v.strictObject({
      email: emailSchema,
      coin: v.optional(textSchema, 'USDT'),
      coinAmount: decimalSchema,
      usdAmount: decimalSchema,
    }),
    { auth: 'public' },
  ),
  /**
   * Pays test stablecoins in on the dev network: mints `amount` (in coins, e.g. `25.5`) of `coin`
   * to `address` on the server's in-process chain and answers the transaction hash. The watcher
   * then sees it like any transfer (confirming, then credited). 10422 for a network that is not
   * the in-process chain or a coin it does not have.
   */
  dev_sendTestTokens: defineMethod<{ txHash: string }>()(
    v.strictObject({
      address: evmAddressSchema,
      coin: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{2,12}$/, 'a coin symbol is required')),
      networkId: networkIdSchema,
      amount: v.pipe(
        v.string(),
        v.regex(/^\d{1,12}(\.\d{1,18})?$/, 'a positive decimal amount of coins is required'),
        v.check((amount) => /[1-9]/.test(amount), 'the amount must be more than 0'),
      ),
    }),
    { auth: 'public' },
  ),
  /** How many notice sockets this server instance holds for the account with this e-mail. */
  dev_getLiveSockets: defineMethod<{ sockets: number }>()(v.strictObject({ email: emailSchema }), { auth: 'public' }),
  /**
   * Closes every notice socket this instance holds for the account with this e-mail with 1012
   * (service restart), as a deploy would: the app reconnects and catches up by cursor. Answers
   * how many were closed.
   */
  dev_dropSockets: defineMethod<{ closed: number }>()(v.strictObject({ email: emailSchema }), { auth: 'public' }),
  /** The writes applied for the account with this e-mail, oldest first. */
  dev_getAccountActivity: defineMethod<AccountActivity[]>()(v.strictObject({ email: emailSchema }), {
    auth: 'public',
  }),
  /**
   * Invites `email` to team `teamId` in the owner's name, as hub_addMember will (a later issue),
   * and answers the invitation's code, so tests and people can try hub_registerTeam. No mail is
   * sent. 50404 when the team does not exist or was disbanded.
   */
  dev_createTeamInvite: defineMethod<DevTeamInvite>()(v.strictObject({ teamId: smallIdSchema, email: emailSchema }), {
    auth: 'public',
  }),
  /**
   * Ends a team membership the way the teams issue's methods will (server/modules/teams/
   * end-membership.ts): with `email`, that member is removed; without, the team is disbanded.
   * Either way the people concerned get the notice and their sockets in the team's context close.
   * 50404 when there is no such member (the owner is not removable) or live team.
   */
  dev_endTeamMembership: defineMethod<null>()(
    v.strictObject({ teamId: smallIdSchema, email: v.optional(emailSchema) }),
    { auth: 'public' },
  ),
  /** The dev outbox's mails to this address, newest first (at most 50). */
  dev_listMail: defineMethod<DevMail[]>()(v.strictObject({ to: emailSchema }), { auth: 'public' }),
  /**
   * Gives the account with this e-mail (or its team `teamId`) the package named `skuName` from
   * now for `days`, as a purchase will once the packages issue lands, so tests and people can try
   * the features a package includes. Answers the package's name and end.
   */
  dev_grantPackage: defineMethod<{ skuName: string; expiresAt: IsoDateTime | null }>()(
    v.strictObject({
      email: emailSchema,
      teamId: v.optional(smallIdSchema),
      skuName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
      days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3650)), 30),
    }),
    { auth: 'public' },
  ),
  /**
   * Draws `ru` request units (30 % more with `archive`) from the account's (or its team
   * `teamId`'s) packages exactly as usage metering does: soonest-expiring grant first, the
   * monthly free allowance when due, Pay As You Go top-ups in `payg` mode, RU notices. Recorded
   * in the usage reports as one request of key `apikeyId` (default: the owner's oldest live key;
   * none: only drawn) on `network` (default `hubdeck-devnet`) for `method` (default
   * `dev_consumeRu`) in the current hour. 50404 for an `apikeyId` that is not the owner's.
   */
  dev_consumeRu: defineMethod<DevRuDraw>()(
    v.strictObject({
      email: emailSchema,
      teamId: v.optional(smallIdSchema),
      ru: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000_000)),
      archive: v.optional(v.boolean(), false),
      apikeyId: v.optional(idSchema),
      network: v.optional(networkIdSchema),
      method: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
    }),
    { auth: 'public' },
  ),
  /** Ends every live package of the account (or of its team `teamId`) now, as time would. */
  dev_endPackageGrants: defineMethod<{ ended: number }>()(
    v.strictObject({ email: emailSchema, teamId: v.optional(smallIdSchema) }),
    { auth: 'public' },
  ),
  /**
   * Ends the grace period of key `keyId`'s previous secret now, as the clock would at its end:
   * how a test sees a rotated-out secret refused without waiting hours. 50404 for a key of
   * another account.
   */
  dev_endRotationGrace: defineMethod<null>()(v.strictObject({ email: emailSchema, keyId: idSchema }), {
    auth: 'public',
  }),
  /**
   * Runs the dedicated nodes' lifecycle job once as if the clock read `now` (server/modules/nodes/
   * lifecycle/): provisioned nodes come online, nodes near their end turn will_expired, ended
   * ones expire, and expired ones past their grace are released, each step once. How an end-to-end
   * test moves a node through its life without waiting days. Answers the steps it took.
   */
  dev_runNodeLifecycle: defineMethod<DevNodeStep[]>()(v.strictObject({ now: isoDateTimeSchema }), { auth: 'public' }),
  /** The provider stops node `nodeId` (status `stopped`), as a failing machine would. 50404 when there is none. */
  dev_stopDnNode: defineMethod<null>()(v.strictObject({ nodeId: idSchema }), { auth: 'public' }),
  /** The provider starts a stopped node `nodeId` again (back to online, or will_expired near its end). */
  dev_startDnNode: defineMethod<null>()(v.strictObject({ nodeId: idSchema }), { auth: 'public' }),
} satisfies Record<string, MethodSpec>

export type DevMethods = typeof devMethods
export type DevMethodName = keyof DevMethods
