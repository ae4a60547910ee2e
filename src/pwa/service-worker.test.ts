// @vitest-environment happy-dom
/** Accepting an update: the page reloads once the new worker controls it, and not before. */
import type { Workbox } from 'workbox-window'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// The app project shares modules between files (isolate: false): this file's guard, told to
// expect a reload, must not be the one another file's tests meet.
beforeAll(() => vi.resetModules())
afterAll(() => {
  vi.resetModules()
  vi.restoreAllMocks()
})

describe('accepting an update', () => {
  it('reloads only when the new worker controls the page, whatever chunk fails in between', async () => {
    const { reloadForChunkError } = await import('../lib/chunk-load-guard')
    const { activateWaitingWorker } = await import('./service-worker')
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/login', reload })
    const workbox = new EventTarget() as EventTarget & { messageSkipWaiting: () => void }
    workbox.messageSkipWaiting = vi.fn()

    activateWaitingWorker(workbox as unknown as Workbox)
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1)
    // A chunk the swap cut off (the old build's, fetched through the old worker) asks for the
    // guarded reload: it is already on its way.
    expect(reloadForChunkError()).toBe(true)
    expect(reload).not.toHaveBeenCalled()

    workbox.dispatchEvent(new Event('controlling'))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
