// @vitest-environment happy-dom
/** The guard at work on Vite's `vite:preloadError`: a deployment reloads, an outage does not. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { installChunkLoadGuard } from './chunk-load-guard'

function failedChunk(): void {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: new TypeError('Failed to fetch dynamically imported module: /assets/panel-1a2b.js'),
  })
  window.dispatchEvent(event)
}

describe('a failed chunk import', () => {
  const reload = vi.fn()
  beforeAll(() => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/rpc', reload })
    installChunkLoadGuard()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    reload.mockClear()
    sessionStorage.clear()
  })

  it('leaves the page as it is while the server does not answer (an outage, not a deployment)', async () => {
    const probe = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    vi.stubGlobal('fetch', probe)
    failedChunk()
    await vi.waitFor(() => expect(probe).toHaveBeenCalledWith('/', { method: 'HEAD', cache: 'no-store' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads once the server answers: a deployment replaced the chunk', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 200 })))
    failedChunk()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })
})
