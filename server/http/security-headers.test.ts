import { describe, expect, it } from 'vitest'
import { securityHeaderProblems } from '../../tests/gates/security-headers'
import { contentSecurityPolicy, SECURITY_HEADERS, TRUSTED_TYPES_POLICIES } from './security-headers'

const directives = (csp: string) => csp.split('; ')

describe('the Content-Security-Policy', () => {
  it('passes the gate with and without Stripe, framed by nobody or by this origin', () => {
    for (const stripe of [false, true])
      for (const frameAncestors of ["'none'", "'self'"] as const) {
        const csp = contentSecurityPolicy({ stripe, frameAncestors })
        const problems = securityHeaderProblems({ ...SECURITY_HEADERS, 'content-security-policy': csp })
        expect(problems.filter((problem) => !problem.includes('frame-ancestors'))).toEqual([])
        expect(csp).not.toContain('unsafe-')
      }
  })

  it('enforces Trusted Types everywhere, with one named policy and no default policy', () => {
    for (const stripe of [false, true]) {
      const csp = directives(contentSecurityPolicy({ stripe }))
      expect(csp).toContain("require-trusted-types-for 'script'")
      expect(csp).toContain('trusted-types hubdeck hubdeck-preload hubdeck-prerendered')
    }
    // A default policy would turn any string into a trusted value at every sink.
    expect(TRUSTED_TYPES_POLICIES).not.toContain('default')
  })

  it('lets Stripe.js in only when the server runs Stripe', () => {
    expect(contentSecurityPolicy()).not.toContain('stripe.com')
    expect(directives(contentSecurityPolicy({ stripe: true }))).toContain(
      "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
    )
  })
})
