// @vitest-environment happy-dom
/**
 * Exclusive sections and the leader tab: with Web Locks the browser decides across tabs; without
 * them a page still runs same-named sections one at a time, and leads at once.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { electLeader, withLock } from './locks'

/** A minimal `navigator.locks`: exclusive locks granted in request order, per name. */
function installFakeLocks() {
  const tails = new Map<string, Promise<unknown>>()
  const locks = {
    requested: [] as string[],
    request(name: string, callback: () => Promise<unknown>) {
      locks.requested.push(name)
      const granted = (tails.get(name) ?? Promise.resolve()).then(() => callback())
      tails.set(
        name,
        granted.catch(() => undefined),
      )
      return granted
    },
  }
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks })
  return locks
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks')
})

describe('withLock', () => {
  it('runs sections with the same name one after the other', async () => {
    const trace: string[] = []
    const section = (label: string) => async () => {
      trace.push(`${label} starts`)
      await tick()
      trace.push(`${label} ends`)
      return label
    }

    const results = await Promise.all([withLock('outbox:u1', section('a')), withLock('outbox:u1', section('b'))])

    expect(results).toEqual(['a', 'b'])
    expect(trace).toEqual(['a starts', 'a ends', 'b starts', 'b ends'])
  })

  it('lets sections with different names overlap', async () => {
    const trace: string[] = []
    const section = (label: string) => async () => {
      trace.push(`${label} starts`)
      await tick()
      trace.push(`${label} ends`)
    }

    await Promise.all([withLock('outbox:u1', section('u1')), withLock('outbox:u2', section('u2'))])

    expect(trace.slice(0, 2)).toEqual(['u1 starts', 'u2 starts'])
  })

  it('a section that fails does not hold up the next one', async () => {
    const failed = withLock('outbox:u1', () => Promise.reject(new Error('boom')))
    const next = withLock('outbox:u1', async () => 'ran')

    await expect(failed).rejects.toThrow('boom')
    await expect(next).resolves.toBe('ran')
  })

  it('uses Web Locks where the browser has them', async () => {
    const locks = installFakeLocks()

    await withLock('outbox:u1', async () => undefined)

    expect(locks.requested).toEqual(['outbox:u1'])
  })
})

describe('electLeader', () => {
  it('leads at once without Web Locks', () => {
    let leading = false

    electLeader('hubdeck-leader', () => (leading = true))

    expect(leading).toBe(true)
  })

  it('with Web Locks, a second tab leads only after the first lets go', async () => {
    installFakeLocks()
    const leaders: string[] = []

    const first = electLeader('hubdeck-leader', () => leaders.push('first'))
    electLeader('hubdeck-leader', () => leaders.push('second'))
    await tick()
    expect(leaders).toEqual(['first'])

    first.release()
    await tick()
    expect(leaders).toEqual(['first', 'second'])
  })

  it('never leads once released, even when the lock comes after', async () => {
    installFakeLocks()
    const leaders: string[] = []

    const first = electLeader('hubdeck-leader', () => leaders.push('first'))
    await tick()
    const gone = electLeader('hubdeck-leader', () => leaders.push('gone'))
    const third = electLeader('hubdeck-leader', () => leaders.push('third'))
    gone.release()
    first.release()
    await tick()
    expect(leaders).toEqual(['first', 'third'])
    third.release()
  })
})
