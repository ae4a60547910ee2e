import { describe, expect, it } from 'vitest'
import { ttlMemo } from './ttl-memo'

describe('ttlMemo', () => {
  it('loads once per interval', async () => {
    let clock = 0
    let loads = 0
    const read = ttlMemo(
      async () => ++loads,
      1000,
      () => clock,
    )
    expect(await read()).toBe(1)
    clock = 999
    expect(await read()).toBe(1)
    clock = 1000
    expect(await read()).toBe(2)
  })

  it('does not remember a failure', async () => {
    let fail = true
    const read = ttlMemo(async () => {
      if (fail) throw new Error('db down')
      return 'ok'
    }, 60_000)
    await expect(read()).rejects.toThrow('db down')
    fail = false
    expect(await read()).toBe('ok')
  })
})
