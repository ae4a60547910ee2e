/**
 * Why a whitelist entry is refused, in the person's language: the app's own words keyed by the
 * contract's reason code (the server's 10422 carries the same code, so its refusals read the
 * same as the ones found while typing).
 */
import { useLingui } from '@lingui/react/macro'
import { MAX_WHITELIST_ENTRIES } from '../../../../contract/methods/api-keys'
import type { WhitelistProblem } from '../../../../contract/whitelist'

/** The sentence for `problem`, translated. */
export function useWhitelistProblemText(): (problem: WhitelistProblem) => string {
  const { t } = useLingui()
  return ({ entry, reason, hint }) => {
    const max = MAX_WHITELIST_ENTRIES
    switch (reason) {
      case 'malformed_ip':
        return t`"${entry}" is not a valid IP address.`
      case 'malformed_cidr':
        return hint
          ? t`"${entry}" has host bits set. Did you mean ${hint}?`
          : t`"${entry}" is not a valid CIDR range (IPv4 prefix 0–32, IPv6 prefix 0–128).`
      case 'malformed_domain':
        return t`"${entry}" is not a valid IP address, range or domain. A domain looks like example.com or *.example.com.`
      case 'duplicate':
        return hint && hint !== entry
          ? t`"${entry}" is already in the whitelist as "${hint}".`
          : t`"${entry}" is already in the whitelist.`
      case 'too_many':
        return t`The whitelist is full: at most ${max} entries.`
    }
  }
}
