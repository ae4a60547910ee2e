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
 * Refuses a range whose `to` is not after its `from`, or that spans more than MAX_RANGE_DAYS;
 * the issue names `to`. A range with either end absent passes (the list is open on that side).
 * Runs once every field is valid: `v.pipe(v.strictObject({ ...optionalRangeEntries }), rangeCheck())`.
 */
export function rangeCheck<T extends RangeInput>(): v.BaseValidation<T, T, v.CheckIssue<T>> {
  return v.forward<T, v.CheckIssue<T>, ['to']>(
    v.check<T, string>(
      (input) => isRangeValid(input.from, input.to),
      `the range must run forward and span at most ${MAX_RANGE_DAYS} days`,
    ),
    // `to` is a key of every T (RangeInput); TS cannot resolve valibot's path type for a generic T.
    ['to'] as never,
  )
}

/** What `rangeCheck` reads of the params. */
export interface RangeInput extends Record<string, unknown> {
  from?: string | undefined
  to?: string | undefined
}

function isRangeValid(from: string | undefined, to: string | undefined): boolean {
  if (from === undefined || to === undefined) return true
  const span = Date.parse(to) - Date.parse(from)
  return span > 0 && span <= MAX_RANGE_DAYS * 86_400_000
}
