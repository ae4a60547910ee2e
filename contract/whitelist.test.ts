import { describe, expect, it } from 'vitest'
import { isIPv4, isIPv6 } from 'node:net'
import { MAX_WHITELIST_ENTRIES } from './methods/api-keys'
import { checkWhitelist, matchesWhitelist } from './whitelist'

describe('checkWhitelist accepts', () => {
  it.each([
    ['an IPv4 address', '203.0.113.7'],
    ['an IPv4 /0 range', '0.0.0.0/0'],
    ['an IPv4 /32 range', '203.0.113.7/32'],
    ['an IPv4 /24 range', '203.0.113.0/24'],
    ['the unspecified IPv6 address', '::'],
    ['IPv6 loopback', '::1'],
    ['a full IPv6 address', '2001:0db8:0000:0000:0000:ff00:0042:8329'],
    ['a compressed IPv6 address', '2001:db8::ff00:42:8329'],
    ['an IPv4-mapped IPv6 address', '::ffff:198.51.100.1'],
    ['an IPv6 address with an embedded IPv4 tail', '64:ff9b::192.0.2.33'],
    ['an IPv6 /0 range', '::/0'],
    ['an IPv6 /128 range', '2001:db8::1/128'],
    ['an IPv6 /32 range', '2001:db8::/32'],
    ['a domain', 'example.com'],
    ['a deep domain with hyphens and digits', 'api-2.eu.my-app.example.com'],
    ['a wildcard domain', '*.example.com'],
    ['a punycode domain', 'xn--fiqs8s.xn--fiqz9s'],
    ['a 63-character label', `${'a'.repeat(63)}.com`],
    ['a 253-character domain', `${'a.'.repeat(125)}com`],
  ])('%s (%s)', (_, entry) => {
    expect(checkWhitelist([entry])).toEqual({ ok: true, entries: [entry] })
  })

  it('trims and lower-cases entries, and accepts an empty list and exactly the maximum', () => {
    expect(checkWhitelist(['  Example.COM ', '2001:DB8::1'])).toEqual({
      ok: true,
      entries: ['example.com', '2001:db8::1'],
    })
    expect(checkWhitelist([])).toEqual({ ok: true, entries: [] })
    const max = Array.from({ length: MAX_WHITELIST_ENTRIES }, (_, i) => `10.0.0.${i}`)
    expect(checkWhitelist(max)).toEqual({ ok: true, entries: max })
  })
})

describe('checkWhitelist refuses, naming the entry', () => {
  it.each([
    ['an IPv4 octet over 255', '1.2.3.256', 'malformed_ip'],
    ['three octets', '1.2.3', 'malformed_ip'],
    ['a leading zero', '01.2.3.4', 'malformed_ip'],
    ['two `::`', '1::2::3', 'malformed_ip'],
    ['nine IPv6 groups', '1:2:3:4:5:6:7:8:9', 'malformed_ip'],
    ['a non-hex IPv6 group', '2001:db8::g', 'malformed_ip'],
    ['an IPv6 zone id', 'fe80::1%eth0', 'malformed_ip'],
    ['an IPv4 prefix over 32', '10.0.0.0/33', 'malformed_cidr'],
    ['an IPv6 prefix over 128', '2001:db8::/129', 'malformed_cidr'],
    ['a negative prefix', '10.0.0.0/-1', 'malformed_cidr'],
    ['an empty prefix', '10.0.0.0/', 'malformed_cidr'],
    ['a prefix with a leading zero', '10.0.0.0/08', 'malformed_cidr'],
    ['two slashes', '10.0.0.0/8/8', 'malformed_cidr'],
    ['a bad range address', '10.0.0/8', 'malformed_cidr'],
    ['a domain with a prefix', 'example.com/24', 'malformed_domain'],
    ['IPv4 host bits set', '10.0.0.1/8', 'malformed_cidr'],
    ['IPv6 host bits set', '2001:db8::1/64', 'malformed_cidr'],
    ['a single label', 'localhost', 'malformed_domain'],
    ['a wildcard TLD', '*.com', 'malformed_domain'],
    ['a wildcard not leading', 'api.*.example.com', 'malformed_domain'],
    ['a bare wildcard', '*', 'malformed_domain'],
    ['a leading hyphen', '-api.example.com', 'malformed_domain'],
    ['a trailing hyphen', 'api-.example.com', 'malformed_domain'],
    ['an empty label', 'api..example.com', 'malformed_domain'],
    ['a trailing dot', 'example.com.', 'malformed_domain'],
    ['an underscore', 'my_app.example.com', 'malformed_domain'],
    ['an all-digit TLD', 'example.123', 'malformed_domain'],
    ['a 64-character label', `${'a'.repeat(64)}.com`, 'malformed_domain'],
    ['a 254-character domain', `${'a.'.repeat(125)}coma`, 'malformed_domain'],
    ['non-ASCII', 'bücher.example', 'malformed_domain'],
    ['a URL', 'https://example.com', 'malformed_domain'],
    ['an IPv6 address with a stray letter', '2001:db8::1:x', 'malformed_ip'],
    ['an empty entry', '  ', 'malformed_domain'],
  ])('%s (%s) as %s', (_, entry, reason) => {
    const result = checkWhitelist(['example.org', entry])
    expect(result).toMatchObject({ ok: false, entry: entry.trim().toLowerCase(), index: 1, reason })
  })

  it('names the network a range with host bits set probably means', () => {
    expect(checkWhitelist(['10.1.2.3/16'])).toMatchObject({ reason: 'malformed_cidr', hint: '10.1.0.0/16' })
    expect(checkWhitelist(['2001:db8::1/64'])).toMatchObject({ hint: '2001:db8:0:0:0:0:0:0/64' })
    expect(checkWhitelist(['10.0.0.0/33'])).not.toHaveProperty('hint')
  })

  it.each([
    ['the same IPv6 address written twice', '::1', '0:0:0:0:0:0:0:1'],
    ['a domain differing only in case', 'Example.com', 'example.COM'],
    ['an IPv4 address and its mapped IPv6 form', '198.51.100.1', '::ffff:198.51.100.1'],
    ['an IPv4 range and its mapped IPv6 form', '198.51.100.0/24', '::ffff:198.51.100.0/120'],
    ['the same IPv6 range in two spellings', '2001:db8::/32', '2001:0DB8:0:0::/32'],
  ])('%s as a duplicate, naming the second', (_, first, second) => {
    const result = checkWhitelist([first, 'example.org', second])
    expect(result).toMatchObject({
      ok: false,
      reason: 'duplicate',
      index: 2,
      entry: second.toLowerCase(),
      hint: first.toLowerCase(),
    })
  })

  it('keeps an address and a range holding it apart, and a domain and its wildcard apart', () => {
    expect(checkWhitelist(['10.0.0.1', '10.0.0.0/24', 'example.com', '*.example.com']).ok).toBe(true)
  })

  it(`refuses entry ${MAX_WHITELIST_ENTRIES + 1} as too many`, () => {
    const entries = Array.from({ length: MAX_WHITELIST_ENTRIES + 1 }, (_, i) => `10.0.0.${i}`)
    expect(checkWhitelist(entries)).toMatchObject({ ok: false, reason: 'too_many', index: 10, entry: '10.0.0.10' })
  })
})

describe('matchesWhitelist', () => {
  const none = { ip: null, origin: null }

  it.each([
    ['an empty list allows anyone', [], none, true],
    ['an exact IPv4 address', ['203.0.113.7'], { ip: '203.0.113.7', origin: null }, true],
    ['another IPv4 address', ['203.0.113.7'], { ip: '203.0.113.8', origin: null }, false],
    ['no IP against an IP entry', ['203.0.113.7'], none, false],
    ['an IPv4 range, first address', ['203.0.113.0/24'], { ip: '203.0.113.0', origin: null }, true],
    ['an IPv4 range, last address', ['203.0.113.0/24'], { ip: '203.0.113.255', origin: null }, true],
    ['just outside an IPv4 range', ['203.0.113.0/24'], { ip: '203.0.114.0', origin: null }, false],
    ['IPv4 /0 holds every IPv4 address', ['0.0.0.0/0'], { ip: '255.255.255.255', origin: null }, true],
    ['IPv4 /0 holds no native IPv6 address', ['0.0.0.0/0'], { ip: '2001:db8::1', origin: null }, false],
    ['a mapped IPv6 client against an IPv4 entry', ['1.2.3.4'], { ip: '::ffff:1.2.3.4', origin: null }, true],
    ['a mapped IPv6 client against an IPv4 range', ['1.2.3.0/24'], { ip: '::FFFF:1.2.3.99', origin: null }, true],
    ['an IPv4 client against a mapped IPv6 entry', ['::ffff:1.2.3.4'], { ip: '1.2.3.4', origin: null }, true],
    ['IPv6 written differently', ['::1'], { ip: '0:0:0:0:0:0:0:1', origin: null }, true],
    ['an IPv6 range', ['2001:db8::/32'], { ip: '2001:db8:ffff::1', origin: null }, true],
    ['outside an IPv6 range', ['2001:db8::/32'], { ip: '2001:db9::1', origin: null }, false],
    ['IPv6 /0 holds everything', ['::/0'], { ip: '10.0.0.1', origin: null }, true],
    ['an unparsable client IP', ['1.2.3.4'], { ip: 'nonsense', origin: null }, false],
    ['an exact domain', ['example.com'], { ip: null, origin: 'https://example.com' }, true],
    ['an exact domain, port and case ignored', ['example.com'], { ip: null, origin: 'HTTPS://Example.COM:8443' }, true],
    ['a subdomain against an exact domain', ['example.com'], { ip: null, origin: 'https://a.example.com' }, false],
    ['a wildcard, one level', ['*.example.com'], { ip: null, origin: 'https://a.example.com' }, true],
    ['a wildcard, three levels', ['*.example.com'], { ip: null, origin: 'https://a.b.c.example.com' }, true],
    ['a wildcard does not hold its own domain', ['*.example.com'], { ip: null, origin: 'https://example.com' }, false],
    ['a wildcard is not a suffix match', ['*.example.com'], { ip: null, origin: 'https://badexample.com' }, false],
    ['an opaque origin', ['example.com'], { ip: null, origin: 'null' }, false],
    ['no origin against a domain', ['example.com'], { ip: '1.2.3.4', origin: null }, false],
    ['an IP entry is not matched by the origin', ['1.2.3.4'], { ip: null, origin: 'http://1.2.3.4' }, false],
    ['any entry matching is enough', ['example.com', '1.2.3.4'], { ip: '1.2.3.4', origin: 'https://x.org' }, true],
    ['a malformed stored entry matches nothing', ['1.2.3.4/33'], { ip: '1.2.3.4', origin: null }, false],
  ] as const)('%s', (_, entries, client, expected) => {
    expect(matchesWhitelist(entries, client)).toBe(expected)
  })
})

/**
 * The parser replaced `node:net` (the app bundles this file): it must read addresses exactly as
 * Node does, apart from zone ids, which the whitelist refuses.
 */
describe('the address reading agrees with node:net', () => {
  const nodeAccepts = (text: string) => isIPv4(text) || (isIPv6(text) && !text.includes('%'))
  const weAccept = (text: string) => checkWhitelist([text]).ok

  it.each([
    '::',
    '::1',
    '1::',
    '1:2:3:4:5:6:7::',
    '::2:3:4:5:6:7:8',
    '1::8',
    '1:2:3:4:5:6:7:8',
    '1:2:3:4:5:6:1.2.3.4',
    '::1.2.3.4',
    '::ffff:1.2.3.4',
    '1::1.2.3.4',
    '1:2:3:4:5::1.2.3.4',
    '1:2:3:4:5:6::1.2.3.4',
    '1.2.3.4::',
    '1.2.3.4::1',
    '::1.2.3',
    '::1.2.3.04',
    '::1.2.3.4.5',
    ':1',
    '1:',
    ':::',
    '1:::2',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
    '12345::',
    'abcd:EF01::',
    '::g',
    '0.0.0.0',
    '255.255.255.255',
    '256.1.1.1',
    '1.2.3.4.',
    '.1.2.3.4',
    '00.1.2.3',
    '1.2.3.-1',
    '1:2:3:4:5:6:7:1.2.3.4',
  ])('%s', (text) => {
    expect(weAccept(text)).toBe(nodeAccepts(text))
  })

  it('on random addresses in every spelling, and on random one-character damage to them', () => {
    let seed = 7
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const alphabet = '0123456789abcdef:.g%/'
    for (let run = 0; run < 2000; run += 1) {
      const groups = Array.from({ length: 8 }, () => (random(3) === 0 ? 0 : random(0x10000)).toString(16))
      const start = random(8)
      const end = start + random(8 - start)
      const compressed =
        end > start ? `${groups.slice(0, start).join(':')}::${groups.slice(end).join(':')}` : groups.join(':')
      const v4Tail = `${groups.slice(0, 6).join(':')}:${random(256)}.${random(256)}.${random(256)}.${random(256)}`
      for (const text of [groups.join(':'), compressed, v4Tail]) {
        expect(weAccept(text), text).toBe(nodeAccepts(text))
        const at = random(text.length + 1)
        const damaged = `${text.slice(0, at)}${alphabet[random(alphabet.length)]}${text.slice(at + random(2))}`
        // Only what is read as an address: anything else is a domain to the whitelist.
        const readAsAddress = !damaged.includes('/') && (damaged.includes(':') || /^[\d.]+$/.test(damaged))
        if (readAsAddress) expect(weAccept(damaged), damaged).toBe(nodeAccepts(damaged))
      }
    }
  })
})
