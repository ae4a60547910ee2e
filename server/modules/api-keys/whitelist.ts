/**
 * An API key's whitelist (issue 7): which clients may use the key. Entries are IPv4 or IPv6
 * addresses, CIDR ranges of either, or domains with an optional leading `*.`; an empty list allows
 * everyone. Pure and dependency-free apart from `node:net`, so the methods that store a whitelist
 * and the gateway's check (gateway-decision.ts) share one reading of an entry.
 *
 * Decisions the issue left open:
 * - Every address is compared as IPv6: an IPv4 entry is its IPv4-mapped address (`::ffff:a.b.c.d`,
 *   a /n range is /(96 + n)). So `::ffff:1.2.3.4` from a dual-stack socket matches `1.2.3.4`, and
 *   `1.2.3.4` and `::ffff:1.2.3.4` in one list are duplicates.
 * - A CIDR range whose address has host bits set (`10.0.0.1/8`) is refused, naming the network
 *   it probably means, rather than silently widened or narrowed: the user sees what they get.
 * - IPv6 zone ids (`fe80::1%eth0`) are refused: they mean nothing off the host.
 * - A domain needs at least two labels, so `localhost` and `*.com` are refused; non-ASCII domains
 *   must be written in punycode (`xn--…`), as browsers send them in Origin; no trailing dot.
 * - IP entries match the client IP only; domain entries match the Origin's hostname only.
 */
import { isIPv4, isIPv6 } from 'node:net'
import { MAX_WHITELIST_ENTRIES } from '../../../contract/methods/api-keys'

export type WhitelistRefusal = 'malformed_ip' | 'malformed_cidr' | 'malformed_domain' | 'duplicate' | 'too_many'

export type WhitelistCheck =
  | { ok: true; entries: string[] }
  | { ok: false; entry: string; index: number; reason: WhitelistRefusal; message: string; messageZh: string }

/**
 * Checks a whitelist as a user submitted it. On success `entries` are the trimmed, lower-cased
 * entries in their order (the form to store); otherwise the first offending entry, its index and
 * why, in English and Chinese.
 */
export function checkWhitelist(entries: readonly string[]): WhitelistCheck {
  const seen = new Map<string, string>()
  const normalized: string[] = []
  for (const [index, raw] of entries.entries()) {
    const entry = raw.trim().toLowerCase()
    if (index >= MAX_WHITELIST_ENTRIES) return refuse(entry, index, 'too_many')
    const parsed = parseEntry(entry)
    if ('reason' in parsed) return refuse(entry, index, parsed.reason, parsed.hint)
    const first = seen.get(parsed.key)
    if (first !== undefined) return refuse(entry, index, 'duplicate', first)
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
  if (entries.length === 0) return true
  const ip = client.ip === null ? null : parseAddress(client.ip.trim().toLowerCase())
  const host = client.origin === null ? null : originHostname(client.origin)
  return entries.some((raw) => {
    const parsed = parseEntry(raw.trim().toLowerCase())
    if ('reason' in parsed) return false
    if (parsed.kind === 'range') return ip !== null && inRange(ip, parsed.address, parsed.prefix)
    if (host === null) return false
    return parsed.wildcard ? host.endsWith(`.${parsed.domain}`) : host === parsed.domain
  })
}

type Entry =
  | { kind: 'range'; address: bigint; prefix: number; key: string }
  | { kind: 'domain'; domain: string; wildcard: boolean; key: string }

type Malformed = { reason: 'malformed_ip' | 'malformed_cidr' | 'malformed_domain'; hint?: string }

const MAPPED_PREFIX = 0xffffn << 32n // ::ffff:0:0/96
const ALL_ONES = (1n << 128n) - 1n

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
  const v4 = isIPv4(text)
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
  if (isIPv4(text)) return MAPPED_PREFIX | ipv4ToNumber(text)
  if (!isIPv6(text) || text.includes('%')) return null
  // An embedded IPv4 tail (`::ffff:1.2.3.4`) becomes its two hex groups (`::ffff:102:304`).
  const lastColon = text.lastIndexOf(':')
  const tail = text.slice(lastColon + 1)
  let groups = text
  if (tail.includes('.')) {
    const v4 = ipv4ToNumber(tail)
    groups = `${text.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`
  }
  const [head = '', rest] = groups.split('::')
  const parse = (part: string): bigint[] => (part === '' ? [] : part.split(':').map((g) => BigInt(`0x${g}`)))
  const left = parse(head)
  const right = rest === undefined ? [] : parse(rest)
  const zeros = 8 - left.length - right.length
  const all = [...left, ...Array<bigint>(zeros).fill(0n), ...right] // no `::`: 8 groups, no zeros
  return all.reduce((sum, group) => (sum << 16n) | group, 0n)
}

function ipv4ToNumber(text: string): bigint {
  return text.split('.').reduce((sum, octet) => (sum << 8n) | BigInt(octet), 0n)
}

function mask(prefix: number): bigint {
  return (ALL_ONES << BigInt(128 - prefix)) & ALL_ONES
}

function inRange(address: bigint, network: bigint, prefix: number): boolean {
  return (address & mask(prefix)) === network
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

function refuse(entry: string, index: number, reason: WhitelistRefusal, detail?: string): WhitelistCheck {
  const texts: Record<WhitelistRefusal, [string, string]> = {
    malformed_ip: [`"${entry}" is not a valid IP address`, `“${entry}” 不是有效的 IP 地址`],
    malformed_cidr: [
      detail
        ? `"${entry}" has host bits set; did you mean ${detail}?`
        : `"${entry}" is not a valid CIDR range (IPv4 prefix 0–32, IPv6 prefix 0–128)`,
      detail
        ? `“${entry}” 的主机位不为零，是否应为 ${detail}？`
        : `“${entry}” 不是有效的 CIDR 网段（IPv4 前缀 0–32，IPv6 前缀 0–128）`,
    ],
    malformed_domain: [`"${entry}" is not a valid domain`, `“${entry}” 不是有效的域名`],
    duplicate: [
      `"${entry}" duplicates "${detail ?? entry}" in the whitelist`,
      `“${entry}” 与白名单中的 “${detail ?? entry}” 重复`,
    ],
    too_many: [
      `"${entry}" is one too many: a whitelist has at most ${MAX_WHITELIST_ENTRIES} entries`,
      `“${entry}” 超出上限：白名单最多 ${MAX_WHITELIST_ENTRIES} 条`,
    ],
  }
  const [message, messageZh] = texts[reason]
  return { ok: false, entry, index, reason, message, messageZh }
}
