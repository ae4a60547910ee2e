import { describe, expect, it } from 'vitest'
import { securityHeaderProblems } from './security-headers'

describe('the security-header gate', () => {
  it('passes the headers the server sends', () => {
    expect(
      securityHeaderProblems({
        'content-security-policy': "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
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
        'content-security-policy': "script-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      }),
    ).toEqual(["CSP allows 'unsafe-inline' scripts"])
  })
})
