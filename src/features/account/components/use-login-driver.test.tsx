// @vitest-environment happy-dom
/**
 * The login form's machine arrives on demand: one fetch however often it is asked for, and a
 * machine that arrives after the form has gone is stopped, not left running.
 */
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { LoginDriver } from './login-driver'
import { useLoginDriver } from './use-login-driver'

const started = vi.hoisted(() => [] as Array<{ stop: () => void }>)
const arrival = vi.hoisted(() => ({ release: () => {}, gate: Promise.resolve() }))
vi.mock('./login-driver', async () => {
  await arrival.gate
  return {
    startLoginDriver: () => {
      const view = { busy: false, submitting: false, retryAt: null, walletProblem: null }
      const driver = {
        view: () => view,
        subscribe: () => () => {},
        submit: vi.fn(),
        wallet: vi.fn(),
        oauth: vi.fn(),
        stop: vi.fn(),
      }
      started.push(driver)
      return driver as unknown as LoginDriver
    },
  }
})

function holdArrival() {
  arrival.gate = new Promise<void>((resolve) => (arrival.release = resolve))
}

describe('useLoginDriver', () => {
  it('starts one machine however often it is asked, and stops it when the form goes', async () => {
    started.length = 0
    const { result, unmount } = renderHook(() => useLoginDriver(() => {}))
    const [first, second] = await act(() => Promise.all([result.current.load(), result.current.load()]))
    expect(first).toBe(second)
    expect(started).toHaveLength(1)
    unmount()
    expect(started[0]!.stop).toHaveBeenCalledOnce()
  })

  it('stops a machine that arrives after the form has gone', async () => {
    vi.resetModules()
    holdArrival()
    started.length = 0
    const { useLoginDriver: freshHook } = await import('./use-login-driver')
    const { result, unmount } = renderHook(() => freshHook(() => {}))
    const loading = result.current.load()
    unmount()
    arrival.release()
    await loading
    expect(started).toHaveLength(1)
    expect(started[0]!.stop).toHaveBeenCalledOnce()
  })
})
