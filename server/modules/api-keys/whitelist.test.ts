/**
 * The server's wording of a whitelist refusal. Which entries are valid, duplicates and matches is
 * tested where the rules live, contract/whitelist.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { MAX_WHITELIST_ENTRIES } from '../../../contract/methods/api-keys'
import { checkWhitelist, matchesWhitelist } from './whitelist'

describe('checkWhitelist on the server', () => {
  it('answers the normalised entries when every entry is valid', () => {
    expect(checkWhitelist(['  Example.COM ', '2001:DB8::1'])).toEqual({
      ok: true,
      entries: ['example.com', '2001:db8::1'],
    })
  })

  it.each([
    ['a bad IP', '1.2.3.256', 'malformed_ip', 'is not a valid IP address', '不是有效的 IP 地址'],
    ['a bad CIDR', '10.0.0.0/33', 'malformed_cidr', 'is not a valid CIDR range', '不是有效的 CIDR 网段'],
    ['a bad domain', 'Local_Host', 'malformed_domain', 'is not a valid domain', '不是有效的域名'],
  ])('words %s in English and Chinese, naming the entry', (_, entry, reason, en, zh) => {
    const result = checkWhitelist(['example.org', entry])
    const normalized = entry.toLowerCase()
    expect(result).toMatchObject({ ok: false, entry: normalized, index: 1, reason })
    if (result.ok) return
    expect(result.message).toBe(
      `"${normalized}" ${en}${reason === 'malformed_cidr' ? ' (IPv4 prefix 0–32, IPv6 prefix 0–128)' : ''}`,
    )
    expect(result.messageZh).toContain(`“${normalized}” ${zh}`)
  })

  it('names the network a range with host bits set probably means', () => {
    const result = checkWhitelist(['10.1.2.3/16'])
    expect(result).toMatchObject({ message: expect.stringContaining('did you mean 10.1.0.0/16?') })
    expect(result).toMatchObject({ messageZh: expect.stringContaining('10.1.0.0/16') })
  })

  it('names the entry a duplicate repeats', () => {
    const result = checkWhitelist(['::1', '0:0:0:0:0:0:0:1'])
    expect(result).toMatchObject({
      reason: 'duplicate',
      message: '"0:0:0:0:0:0:0:1" duplicates "::1" in the whitelist',
    })
    expect(result).toMatchObject({ messageZh: expect.stringContaining('“::1”') })
  })

  it(`names the limit past entry ${MAX_WHITELIST_ENTRIES}`, () => {
    const entries = Array.from({ length: MAX_WHITELIST_ENTRIES + 1 }, (_, i) => `10.0.0.${i}`)
    const result = checkWhitelist(entries)
    expect(result).toMatchObject({ reason: 'too_many', index: MAX_WHITELIST_ENTRIES })
    if (result.ok) return
    expect(result.message).toContain(`at most ${MAX_WHITELIST_ENTRIES} entries`)
    expect(result.messageZh).toContain('10.0.0.10')
  })

  it('re-exports the contract match for the gateway', () => {
    expect(matchesWhitelist(['*.example.com'], { ip: null, origin: 'https://a.example.com' })).toBe(true)
  })

  it('answers each client of one whitelist by its own address and origin, past the answers it keeps', () => {
    const whitelist = ['10.0.0.0/25', '*.example.com']
    for (let round = 0; round < 2; round++) {
      for (let host = 0; host < 200; host++) {
        const ip = `10.0.0.${host}`
        expect([ip, matchesWhitelist(whitelist, { ip, origin: null })]).toEqual([ip, host < 128])
        expect(matchesWhitelist(whitelist, { ip, origin: 'https://app.example.com' })).toBe(true)
        expect(matchesWhitelist(whitelist, { ip: null, origin: `https://h${host}.example.org` })).toBe(false)
      }
    }
  })
})
