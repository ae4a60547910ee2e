import { afterEach, describe, expect, it, vi } from 'vitest'
import { allowedScriptURL, TRUSTED_TYPES_POLICY } from './trusted-types'

afterEach(() => vi.resetModules())

describe('the Trusted Types policy', () => {
  it('allows the service worker and Stripe.js only', () => {
    expect(allowedScriptURL('/sw.js')).toBe('/sw.js')
    expect(allowedScriptURL('https://js.stripe.com/endive/stripe.js')).toBe('https://js.stripe.com/endive/stripe.js')
    for (const url of [
      'javascript:window.__xss(1)',
      'data:text/javascript,alert(1)',
      '/sw.js?x=1',
      '//evil.example/sw.js',
      'https://evil.example/sw.js',
      'https://js.stripe.com.evil.example/v3/stripe.js',
      'https://js.stripe.com/endive/stripe.js?x=1',
      'http://js.stripe.com/endive/stripe.js',
      '/assets/other.js',
    ])
      expect(() => allowedScriptURL(url), url).toThrow(TypeError)
  })

  it('is made once, under the name the CSP allows, and makes script URLs only', async () => {
    const createPolicy = vi.fn((_name: string, options: { createScriptURL?: (url: string) => string }) => ({
      createScriptURL: (url: string) => ({ trusted: options.createScriptURL!(url) }),
    }))
    const { installTrustedTypes, trustedScriptURL } = await import('./trusted-types')
    const factory = { createPolicy } as unknown as Parameters<typeof installTrustedTypes>[0]
    const policy = installTrustedTypes(factory)
    expect(installTrustedTypes(factory)).toBe(policy)
    expect(createPolicy).toHaveBeenCalledTimes(1)
    expect(createPolicy.mock.calls[0]![0]).toBe(TRUSTED_TYPES_POLICY)
    expect(Object.keys(createPolicy.mock.calls[0]![1])).toEqual(['createScriptURL'])
    expect(trustedScriptURL('/sw.js')).toEqual({ trusted: '/sw.js' })
    expect(() => trustedScriptURL('/evil.js')).toThrow(TypeError)
  })

  it('gives the checked string where the browser has no Trusted Types', async () => {
    const { installTrustedTypes, trustedScriptURL } = await import('./trusted-types')
    expect(installTrustedTypes(undefined)).toBeNull()
    expect(trustedScriptURL('/sw.js')).toBe('/sw.js')
    expect(() => trustedScriptURL('javascript:alert(1)')).toThrow(TypeError)
  })
})
