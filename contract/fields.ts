/**
 * Scalar formats of the wire and the valibot schemas of the fields many methods share, so one
 * e-mail, one id, one page size means the same thing in every method (and fails the same way).
 */
import * as v from 'valibot'

/**
 * A moment as ISO-8601 in UTC with milliseconds, e.g. `2026-11-22T09:30:00.000Z`: readable in
 * logs and exports, sortable as text, and what `Date.prototype.toISOString` writes.
 */
export type IsoDateTime = string

/**
 * An amount of money or tokens as a decimal string (`"12.50"`, `"-3.2"`, `"0.000120"`): floats
 * cannot hold cents or token decimals exactly. USD amounts carry 2 decimals; token amounts their
 * coin's decimals.
 */
export type DecimalString = string

/** The currency every price, balance and bill is stated in. */
export type Currency = 'USD'

/** A row id: a positive safe integer (users, teams, API keys, notices, invoices, nodes, SKUs). */
export const idSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1))

/** An opaque reference minted elsewhere (an order, a card at the processor): 1–128 characters. */
export const refSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(128))

/** Trimmed and lower-cased, so `Ann@X.io ` and `ann@x.io` are one account. */
export const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254),
  v.email('a valid e-mail address is required'),
)

/**
 * What the client puts before the typed password when it hashes it (SPEC §5): the wire carries
 * `md5(PASSWORD_HASH_PREFIX + password)` as 32 lower-case hex digits, never the password itself.
 */
export const PASSWORD_HASH_PREFIX = 'hubdeck:'

/**
 * A password as the client sends it: the MD5 hex of a fixed prefix plus the password (SPEC §5).
 * The server treats this hash as the password; it never sees the typed text.
 */
export const passwordHashSchema = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.regex(/^[0-9a-f]{32}$/, 'the password must arrive as a 32-hex MD5 hash'),
)

/** A code from a mail link or a mail body (confirmation, reset, invitation): URL-safe, 6–128. */
export const codeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{6,128}$/, 'a 6–128 character code is required'),
)

/** A display name (nickname, API-key name, team name): trimmed, 1–64 characters. */
export const nameSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))

/** A free note beside a member or a record: trimmed, up to 200 characters, may be empty. */
export const noteSchema = v.pipe(v.string(), v.trim(), v.maxLength(200))

/** An EVM account address, `0x` and 40 hex digits. */
export const evmAddressSchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'an 0x-prefixed 20-byte address is required'),
)

/** A wallet's signature (65 bytes) of a Sign-In with Ethereum message. */
export const evmSignatureSchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{130}$/, 'an 0x-prefixed 65-byte signature is required'),
)

/** An EIP-4361 (Sign-In with Ethereum) message as the wallet signed it. */
export const siweMessageSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(4096))

/** A promo (discount) code as customers type it: 3–32 letters, digits, `_` or `-`. */
export const promoCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{3,32}$/, 'a 3–32 character code is required'),
)

/** An OAuth provider id as `HubConfig.oauthProviders` lists it. */
export const oauthProviderSchema = v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/, 'a provider id is required'))

/**
 * A Sign-In with Ethereum proof: the EIP-4361 message (the server checks its domain, nonce and
 * issue time) and the wallet's signature of it.
 */
export const siweProofEntries = {
  address: evmAddressSchema,
  message: siweMessageSchema,
  signature: evmSignatureSchema,
}

/**
 * What an OAuth provider's redirect brings back: the code, and the state under which the server
 * keeps the PKCE verifier of the login or binding it started.
 */
export const oauthCallbackEntries = {
  provider: oauthProviderSchema,
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  state: v.pipe(v.string(), v.minLength(8), v.maxLength(256)),
}

/** A network's slug as `Network.id` spells it, e.g. `ethereum-mainnet`. */
export const networkIdSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a network id such as ethereum-mainnet is required'),
)

/** A moment in params: ISO-8601 with a zone (`Z` or an offset). */
export const isoDateTimeSchema = v.pipe(v.string(), v.isoTimestamp('an ISO-8601 time is required'))

/** A USD amount a customer chooses to pay: 1.00 to 1,000,000.00, at most 2 decimals. */
export const usdAmountSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'a USD amount with at most 2 decimals is required'),
  v.check((s) => Number(s) >= 1 && Number(s) <= 1_000_000, 'the amount must be 1 to 1,000,000 USD'),
)

/** A 1-based page number; the first page when absent. */
export const pageSchema = v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1)), 1)

/** Page size of lists when the caller names none; the app's tables always send theirs (SPEC §9). */
export const DEFAULT_PER_PAGE = 10

/** A page size from 1 to `max` (100 for most lists), `fallback` when absent. */
export function perPageSchema(max = 100, fallback = DEFAULT_PER_PAGE) {
  return v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(max)), fallback)
}

/** The `page` and `perPage` entries of a paginated method's params. */
export function pageEntries(maxPerPage = 100, fallback = DEFAULT_PER_PAGE) {
  return { page: pageSchema, perPage: perPageSchema(maxPerPage, fallback) }
}

/** Longest span a time-filtered query may cover: a little over a year. */
export const MAX_RANGE_DAYS = 400

/** The optional `from`/`to` filter entries of lists; checked together by `rangeCheck`. */
export const optionalRangeEntries = {
  from: v.optional(isoDateTimeSchema),
  to: v.optional(isoDateTimeSchema),
}

/**
 * A check of the whole params whose issue names one field, so a form can put the message beside
 * it. Runs once every field is valid: `v.pipe(v.strictObject({ … }), fieldCheck('to', …))`.
 */
export function fieldCheck<T extends Record<string, unknown>>(
  field: keyof T & string,
  requirement: (input: T) => boolean,
  message: string,
): v.BaseValidation<T, T, v.CheckIssue<T>> {
  // TS cannot resolve valibot's path type for a generic T; `field` is a key of T by its type.
  return v.forward<T, v.CheckIssue<T>, [string]>(v.check<T, string>(requirement, message), [field] as never)
}

/** What `rangeCheck` reads of the params. */
export interface RangeInput extends Record<string, unknown> {
  from?: string | undefined
  to?: string | undefined
}

/**
 * Refuses a range whose `to` is not after its `from`, or that spans more than MAX_RANGE_DAYS;
 * the issue names `to`. A range with either end absent passes (the list is open on that side).
 */
export function rangeCheck<T extends RangeInput>() {
  return fieldCheck<T>(
    'to',
    (input) => isRangeValid(input.from, input.to),
    `the range must run forward and span at most ${MAX_RANGE_DAYS} days`,
  )
}

/** What `passwordsMatchCheck` reads of the params. */
export interface PasswordPairInput extends Record<string, unknown> {
  password: string
  confirmPassword: string
}

/** Refuses a `confirmPassword` that differs from `password`; the issue names `confirmPassword`. */
export function passwordsMatchCheck<T extends PasswordPairInput>() {
  return fieldCheck<T>('confirmPassword', (input) => input.password === input.confirmPassword, 'the passwords differ')
}

function isRangeValid(from: string | undefined, to: string | undefined): boolean {
  if (from === undefined || to === undefined) return true
  const span = Date.parse(to) - Date.parse(from)
  return span > 0 && span <= MAX_RANGE_DAYS * 86_400_000
}
