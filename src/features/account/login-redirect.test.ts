import { describe, expect, it } from 'vitest'
import { afterLoginPath } from './login-redirect'

describe('where a login goes next', () => {
  it('back to the page asked for, with its search and hash', () => {
    expect(afterLoginPath('/rpc/billings?page=2#top')).toBe('/rpc/billings?page=2#top')
  })

  it('to the start page without a redirect', () => {
    expect(afterLoginPath(undefined)).toBe('/rpc/endpoint')
    expect(afterLoginPath(42)).toBe('/rpc/endpoint')
  })

  it('never to another site', () => {
    for (const outside of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(afterLoginPath(outside)).toBe('/rpc/endpoint')
    }
  })

  it('never back to the log-in view', () => {
    expect(afterLoginPath('/login?redirect=/rpc')).toBe('/rpc/endpoint')
    expect(afterLoginPath('/workbench/x')).toBe('/rpc/endpoint')
  })
})
