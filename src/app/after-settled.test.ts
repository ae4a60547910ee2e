import { afterEach, describe, expect, it, vi } from 'vitest'
import { runWithRetries } from './after-settled'

describe('a background task', () => {
  afterEach(() => vi.restoreAllMocks())

  it('that fails on the network is tried again, with a warning, and no error once it works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    let calls = 0
    const task = async () => {
      calls += 1
      if (calls < 3) throw new TypeError('Failed to fetch dynamically imported module')
    }
    await runWithRetries(task, [1, 1, 1])
    expect(calls).toBe(3)
    expect(warn).toHaveBeenCalledTimes(2)
    expect(error).not.toHaveBeenCalled()
  })

  it('that fails every try is logged as an error once, after the last', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const task = vi.fn(async () => {
      throw new Error('broken')
    })
    await runWithRetries(task, [1, 1])
    expect(task).toHaveBeenCalledTimes(3)
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]![0]).toBe('Background task failed')
  })
})
