/**
 * The server's side of an API key's whitelist (issue 7). What makes an entry valid, and whether
 * a client matches, is one implementation in the contract (contract/whitelist.ts), which the
 * app's editor runs too; here the refusal is worded in English and Chinese for the 10422 that
 * hub_updateApiKey answers (`data { entry, index, reason }`), and the gateway's match is
 * kept per whitelist for gateway-decision.ts.
 */
import { MAX_WHITELIST_ENTRIES } from '../../../contract/methods/api-keys'
import {
  checkWhitelist as checkWhitelistRules,
  type WhitelistProblem,
  type WhitelistRefusal,
  whitelistMatcher,
} from '../../../contract/whitelist'

interface KeptMatcher {
  matches: ReturnType<typeof whitelistMatcher>
  /** Answers by client IP, then Origin. */
  answers: Map<string | null, Map<string | null, boolean>>
  size: number
}

/** Matchers by whitelist array: a cached key's whitelist is parsed on its first check only. */
const matchers = new WeakMap<readonly string[], KeptMatcher>()

/**
 * Answers kept per whitelist. A key's calls come from a few servers and pages, and reading the
 * client's address (BigInt arithmetic against every range) and Origin (`new URL`) was the largest
 * part of a cached key's check (issue 15). Past this many clients the answers start over.
 */
const ANSWERS_KEPT = 64

/**
 * `matchesWhitelist` of the contract, parsing each whitelist array once and keeping its answers
 * per client (the gateway's check, on every RPC call).
 */
export function matchesWhitelist(
  entries: readonly string[],
  { ip, origin }: { ip: string | null; origin: string | null },
): boolean {
  let kept = matchers.get(entries)
  if (!kept) {
    kept = { matches: whitelistMatcher(entries), answers: new Map(), size: 0 }
    matchers.set(entries, kept)
  }
  let byOrigin = kept.answers.get(ip)
  const known = byOrigin?.get(origin)
  if (known !== undefined) return known
  const answer = kept.matches({ ip, origin })
  if (kept.size >= ANSWERS_KEPT) {
    kept.answers.clear()
    kept.size = 0
    byOrigin = undefined
  }
  if (!byOrigin) kept.answers.set(ip, (byOrigin = new Map()))
  byOrigin.set(origin, answer)
  kept.size += 1
  return answer
}
export type { WhitelistRefusal }

export type WhitelistCheck =
  | { ok: true; entries: string[] }
  | { ok: false; entry: string; index: number; reason: WhitelistRefusal; message: string; messageZh: string }

/**
 * Checks a whitelist as a user submitted it. On success `entries` are the trimmed, lower-cased
 * entries in their order (the form to store); otherwise the first offending entry, its index and
 * why, in English and Chinese.
 */
export function checkWhitelist(entries: readonly string[]): WhitelistCheck {
  const checked = checkWhitelistRules(entries)
  if (checked.ok) return checked
  const { entry, index, reason } = checked
  const [message, messageZh] = wording(checked)
  return { ok: false, entry, index, reason, message, messageZh }
}

function wording({ entry, reason, hint }: WhitelistProblem): [string, string] {
  switch (reason) {
    case 'malformed_ip':
      return [`"${entry}" is not a valid IP address`, `“${entry}” 不是有效的 IP 地址`]
    case 'malformed_cidr':
      return hint
        ? [`"${entry}" has host bits set; did you mean ${hint}?`, `“${entry}” 的主机位不为零，是否应为 ${hint}？`]
        : [
            `"${entry}" is not a valid CIDR range (IPv4 prefix 0–32, IPv6 prefix 0–128)`,
            `“${entry}” 不是有效的 CIDR 网段（IPv4 前缀 0–32，IPv6 前缀 0–128）`,
          ]
    case 'malformed_domain':
      return [`"${entry}" is not a valid domain`, `“${entry}” 不是有效的域名`]
    case 'duplicate':
      return [
        `"${entry}" duplicates "${hint ?? entry}" in the whitelist`,
        `“${entry}” 与白名单中的 “${hint ?? entry}” 重复`,
      ]
    case 'too_many':
      return [
        `"${entry}" is one too many: a whitelist has at most ${MAX_WHITELIST_ENTRIES} entries`,
        `“${entry}” 超出上限：白名单最多 ${MAX_WHITELIST_ENTRIES} 条`,
      ]
  }
}
