import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../server/http/security-headers'
import { PRERENDER_BOOT_POLICY } from '../../scripts/prerender-plugin'
import { ROUTE_PRELOAD_POLICY } from '../../scripts/route-preload-plugin'
import { TRUSTED_TYPES_POLICY } from '../../src/lib/trusted-types'
import { securityHeaderProblems } from './security-headers'

const STRICT_CSP =
  "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types hubdeck"
const OTHER_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' }

describe('the security-header gate', () => {
  it('passes the headers the server sends', () => {
    expect(
      securityHeaderProblems({
        'content-security-policy': STRICT_CSP,
        ...OTHER_HEADERS,
      }),
    ).toEqual([])
  })

  it('fails a response without them', () => {
    expect(securityHeaderProblems({})).toEqual([
      'no Content-Security-Policy',
      'X-Content-Type-Options is not nosniff',
      'Referrer-Policy is not strict',
    ])
  })

  it('fails a policy that lets inline scripts run', () => {
    expect(
      securityHeaderProblems({
        'content-security-policy': STRICT_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      }),
    ).toEqual(["CSP allows 'unsafe-inline' scripts"])
  })

  it('fails a policy without Trusted Types, or whose policy list lets any name in', () => {
    const problems = (csp: string) => securityHeaderProblems({ 'content-security-policy': csp, ...OTHER_HEADERS })
    expect(problems(STRICT_CSP.replace("; require-trusted-types-for 'script'", ''))).toEqual([
      "CSP lacks require-trusted-types-for 'script'",
    ])
    for (const list of ['', '; trusted-types *'])
      expect(problems(STRICT_CSP.replace('; trusted-types hubdeck', list))).toEqual([
        'CSP lacks a trusted-types list of named policies',
      ])
    expect(problems(`${STRICT_CSP} 'allow-duplicates'`)).toEqual(['CSP lacks a trusted-types list of named policies'])
  })

  it("allows exactly the Trusted Types policies the app, the route-preload loader and the prerendered pages' boot script make, by their names", () => {
    expect(contentSecurityPolicy().split('; ')).toContain(
      `trusted-types ${TRUSTED_TYPES_POLICY} ${ROUTE_PRELOAD_POLICY} ${PRERENDER_BOOT_POLICY}`,
    )
  })
})
