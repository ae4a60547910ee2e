import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadRouteCode } from './route-code'
import { router } from './router'

/** The route ids whose chunks were asked for. */
function preloaded(pathname: string, hasToken: boolean): string[] {
  const load = vi.spyOn(router, 'loadRouteChunk').mockImplementation(() => Promise.resolve())
  preloadRouteCode(pathname, hasToken)
  return load.mock.calls.map(([route]) => route.id)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the page code a visit starts loading with the entry', () => {
  it('is every route of the page a signed-in visitor opens: its layout and the page', () => {
    expect(preloaded('/rpc/endpoint', true)).toEqual(['__root__', '/rpc', '/rpc/endpoint'])
  })

  it('is the log-in page for a signed-out visitor opening it', () => {
    expect(preloaded('/login', false)).toEqual(['__root__', '/_default', '/_default/login'])
  })

  it('is nothing for a signed-out visitor opening a private page: the guard sends them to /login', () => {
    expect(preloaded('/rpc/endpoint', false)).toEqual([])
  })

  it('is the not-found page for a path no route knows', () => {
    expect(preloaded('/no/such/page', false)).toEqual(['__root__', '/_default', '/_default/$'])
  })
})
