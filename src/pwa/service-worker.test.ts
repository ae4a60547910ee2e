// @vitest-environment happy-dom
/** Accepting an update: the page reloads once the new worker controls it, and not before. */
import type { Workbox } from 'workbox-window'
import { describe, expect, it, vi } from 'vitest'
import { installChunkLoadGuard } from '../lib/chunk-load-guard'
import { activateWaitingWorker } from './service-worker'

describe('accepting an update', () => {
  it('reloads only when the new worker controls the page, whatever chunk fails in between', async () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/login', reload })
    const probe = vi.fn().mockResolvedValue(new Response(null, { status: 200 }))
    vi.stubGlobal('fetch', probe)
    installChunkLoadGuard()
    const workbox = new EventTarget() as EventTarget & { messageSkipWaiting: () => void }
    workbox.messageSkipWaiting = vi.fn()

    activateWaitingWorker(workbox as unknown as Workbox)
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1)
    // The swap cuts off a chunk the old build was fetching (the first click also loads the session).
    const failed = Object.assign(new Event('vite:preloadError'), {
      payload: new TypeError('Failed to fetch dynamically imported module: /assets/session-runtime-1a2b.js'),
    })
    window.dispatchEvent(failed)
    await vi.waitFor(() => expect(probe).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(reload).not.toHaveBeenCalled()

    workbox.dispatchEvent(new Event('controlling'))
    expect(reload).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
  })
})
