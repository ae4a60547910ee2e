/**
 * An API key's whitelist (issue 7): which clients may use the key. Entries are IPv4 or IPv6
 * addresses, CIDR ranges of either, or domains with an optional leading `*.`; an empty list allows
 * everyone. Here, in the contract, so the server (hub_updateApiKey, the gateway's check) and the
 * app's editor (validation as you type) run ONE reading of an entry. Pure and without imports
 * beyond the contract: the app bundles it (lazily), so no `node:net` — addresses are parsed here,
 * strictly, and tested against `node:net` on random spellings. ipaddr.js was weighed and left: it
 * reads the legacy forms a whitelist must refuse (`0x7f.0.0.1`, `::ffff:010.0.0.1`, `1.2.3`,
 * zone ids), so wrapping it would take as many checks as the parser itself.
 * The words of a refusal are not here: the server words it in en/zh
 * (server/modules/api-keys/whitelist.ts), the app in the user's language, both keyed by `reason`.
 *
 * Decisions the issue left open:
 * - Every address is compared as IPv6: an IPv4 entry is its IPv4-mapped address (`::ffff:a.b.c.d`,
 *   a /n range is /(96 + n)). So `::ffff:1.2.3.4` from a dual-stack socket matches `1.2.3.4`, and
 *   `1.2.3.4` and `::ffff:1.2.3.4` in one list are duplicates.
 * - A CIDR range whose address has host bits set (`10.0.0.1/8`) is refused, naming the network
 *   it probably means (`hint`), rather than silently widened or narrowed: the user sees what they get.
 * - IPv4 octets with a leading zero (`01.2.3.4`) are refused: some readers take them as octal.
 * - IPv6 zone ids (`fe80::1%eth0`) are refused: they mean nothing off the host.
 * - A domain needs at least two labels, so `localhost` and `*.com` are refused; non-ASCII domains
 *   must be written in punycode (`xn--…`), as browsers send them in Origin; no trailing dot.
 * - IP entries match the client IP only; domain entries match the Origin's hostname only.
 */
import { MAX_WHITELIST_ENTRIES } from './methods/api-keys'

/** Why an entry is refused; the server's 10422 carries it as `data.reason`. */
export type WhitelistRefusal = 'malformed_ip' | 'malformed_cidr' | 'malformed_domain' | 'duplicate' | 'too_many'

/** What `checkWhitelist` found wrong: the first offending entry (normalised), its index and why. */
export interface WhitelistProblem {
  entry: string
  index: number
  reason: WhitelistRefusal
  /**
   * For `malformed_cidr` with host bits set, the network it probably means (`10.0.0.0/8`); for
   * `duplicate`, the earlier entry it repeats. Absent otherwise.
   */
  hint?: string
}

export type WhitelistCheck = { ok: true; entries: string[] } | ({ ok: false } & WhitelistProblem)

/** The form an entry is stored and compared in: trimmed and lower-cased. */
export function normalizeWhitelistEntry(raw: string): string {
  return raw.trim().toLowerCase()
}

/**
 * Checks a whitelist as a user submitted it. On success `entries` are the normalised entries in
 * their order (the form to store); otherwise the first offending entry, its index and why.
 */
export function checkWhitelist(entries: readonly string[]): WhitelistCheck {
  const seen = new Map<string, string>()
  const normalized: string[] = []
  for (const [index, raw] of entries.entries()) {
    const entry = normalizeWhitelistEntry(raw)
    if (index >= MAX_WHITELIST_ENTRIES) return { ok: false, entry, index, reason: 'too_many' }
    const parsed = parseEntry(entry)
    if ('reason' in parsed) return refusal(entry, index, parsed.reason, parsed.hint)
    const first = seen.get(parsed.key)
    if (first !== undefined) return refusal(entry, index, 'duplicate', first)
    seen.set(parsed.key, entry)
    normalized.push(entry)
  }
  return { ok: true, entries: normalized }
}

/**
 * Whether a client may use a key with this whitelist. An empty list allows everything. `ip` is
 * the client's address; `origin` the Origin header (`https://app.example.com:8443`), whose
 * hostname a domain entry must equal, or be a subdomain of at any depth for `*.` entries.
 * Malformed stored entries match nothing.
 */
export function matchesWhitelist(
  entries: readonly string[],
  client: { ip: string | null; origin: string | null },
): boolean {
  return whitelistMatcher(entries)(client)
}

/**
 * `matchesWhitelist` with the entries parsed once: for a check that runs on every call with the
 * same whitelist (the gateway keeps the matcher with its cached key).
 */
export function whitelistMatcher(
  entries: readonly string[],
): (client: { ip: string | null; origin: string | null }) => boolean {
  if (entries.length === 0) return () => true
  const parsed = entries
    .map((raw) => parseEntry(normalizeWhitelistEntry(raw)))
    .filter((entry): entry is Entry => !('reason' in entry))
  const ranges = parsed.flatMap((entry) =>
    entry.kind === 'range' ? [{ network: entry.address, mask: mask(entry.prefix) }] : [],
  )
  const domains = parsed.flatMap((entry) => (entry.kind === 'domain' ? [entry] : []))
  return (client) => {
    // Each side is parsed only when an entry of its kind may match.
    const ip = ranges.length === 0 || client.ip === null ? null : parseAddress(normalizeWhitelistEntry(client.ip))
    if (ip !== null && ranges.some((range) => (ip & range.mask) === range.network)) return true
    const host = domains.length === 0 || client.origin === null ? null : originHostname(client.origin)
    if (host === null) return false
    return domains.some((entry) => (entry.wildcard ? host.endsWith(`.${entry.domain}`) : host === entry.domain))
  }
}

type Entry =
  | { kind: 'range'; address: bigint; prefix: number; key: string }
  | { kind: 'domain'; domain: string; wildcard: boolean; key: string }

type Malformed = { reason: 'malformed_ip' | 'malformed_cidr' | 'malformed_domain'; hint?: string }

const MAPPED_PREFIX = 0xffffn << 32n // ::ffff:0:0/96
const ALL_ONES = (1n << 128n) - 1n

function refusal(entry: string, index: number, reason: WhitelistRefusal, hint: string | undefined): WhitelistCheck {
  return hint === undefined ? { ok: false, entry, index, reason } : { ok: false, entry, index, reason, hint }
}

function parseEntry(entry: string): Entry | Malformed {
  if (entry.includes('://') || !looksLikeAddress(entry.split('/')[0] ?? '')) return parseDomain(entry)
  if (entry.includes('/')) return parseCidr(entry)
  const address = parseAddress(entry)
  if (address === null) return { reason: 'malformed_ip' }
  return { kind: 'range', address, prefix: 128, key: `${address}/128` }
}

/**
 * Decides which refusal a malformed entry gets: digits and dots, or a colon (never in a domain),
 * read as an address; a pasted URL (`https://…`) as a domain.
 */
function looksLikeAddress(text: string): boolean {
  return /^[\d.]+$/.test(text) || text.includes(':')
}

function parseCidr(entry: string): Entry | Malformed {
  const [text = '', prefixText = '', ...rest] = entry.split('/')
  const address = parseAddress(text)
  if (rest.length > 0 || address === null || !/^(0|[1-9]\d{0,2})$/.test(prefixText)) return { reason: 'malformed_cidr' }
  const v4 = parseIPv4(text) !== null
  const given = Number(prefixText)
  if (given > (v4 ? 32 : 128)) return { reason: 'malformed_cidr' }
  const prefix = v4 ? given + 96 : given
  const network = address & mask(prefix)
  if (network !== address) return { reason: 'malformed_cidr', hint: `${formatAddress(network, v4)}/${given}` }
  return { kind: 'range', address, prefix, key: `${address}/${prefix}` }
}

function parseDomain(entry: string): Entry | Malformed {
  const wildcard = entry.startsWith('*.')
  const domain = wildcard ? entry.slice(2) : entry
  const labels = domain.split('.')
  const valid =
    domain.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) &&
    !/^\d+$/.test(labels[labels.length - 1] ?? '')
  if (!valid) return { reason: 'malformed_domain' }
  return { kind: 'domain', domain, wildcard, key: entry }
}

/** An address as a 128-bit number, IPv4 as its IPv4-mapped IPv6 address; null if not one. */
function parseAddress(text: string): bigint | null {
  const v4 = parseIPv4(text)
  return v4 === null ? parseIPv6(text) : MAPPED_PREFIX | v4
}

/** Dotted quad, each octet 0–255 in decimal without a leading zero; null otherwise. */
function parseIPv4(text: string): bigint | null {
  const octets = text.split('.')
  if (octets.length !== 4) return null
  let value = 0n
  for (const octet of octets) {
    if (!/^(0|[1-9]\d{0,2})$/.test(octet) || Number(octet) > 255) return null
    value = (value << 8n) | BigInt(octet)
  }
  return value
}

/**
 * Any textual IPv6 form (RFC 4291 §2.2): eight groups of 1–4 hex digits, at most one `::` standing
 * for one or more zero groups, an optional dotted IPv4 tail as the last two groups. No zone id.
 */
function parseIPv6(text: string): bigint | null {
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groups = halves.map(parseGroups)
  const [left, right] = groups
  if (left === undefined || left === null || right === null) return null
  // The IPv4 tail may only end the address: in the left half only when there is no `::`.
  if (right !== undefined && left.tail) return null
  const all = [...left.values, ...(right?.values ?? [])]
  if (right === undefined ? all.length !== 8 : all.length > 7) return null
  const zeros = Array<bigint>(8 - all.length).fill(0n)
  const ordered = [...left.values, ...zeros, ...(right?.values ?? [])]
  return ordered.reduce((sum, group) => (sum << 16n) | group, 0n)
}

/** The colon-separated groups of one side of `::` ('' is none); `tail` when it ended in IPv4. */
function parseGroups(part: string): { values: bigint[]; tail: boolean } | null {
  if (part === '') return { values: [], tail: false }
  const texts = part.split(':')
  const last = texts[texts.length - 1] ?? ''
  const values: bigint[] = []
  let tail = false
  if (last.includes('.')) {
    const v4 = parseIPv4(last)
    if (v4 === null) return null
    texts.pop()
    tail = true
    values.push(v4 >> 16n, v4 & 0xffffn)
  }
  const hex: bigint[] = []
  for (const group of texts) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null
    hex.push(BigInt(`0x${group}`))
  }
  return { values: [...hex, ...values], tail }
}

function mask(prefix: number): bigint {
  return (ALL_ONES << BigInt(128 - prefix)) & ALL_ONES
}

/** For hints only: dotted quad for IPv4, full (uncompressed) groups for IPv6. */
function formatAddress(address: bigint, v4: boolean): string {
  if (v4) return [24n, 16n, 8n, 0n].map((shift) => (address >> shift) & 0xffn).join('.')
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) => ((address >> shift) & 0xffffn).toString(16))
  return groups.join(':')
}

/** The Origin's hostname, lower-cased, without a trailing dot; null when there is none (`null`). */
function originHostname(origin: string): string | null {
  try {
    const host = new URL(origin.trim()).hostname.toLowerCase()
    return host === '' ? null : host.replace(/\.$/, '')
  } catch {
    return null
  }
}
