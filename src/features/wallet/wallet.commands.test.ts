/**
 * The wallet's settings as commands: the change shows at once and as waiting, is sent once with
 * the contract's params, what the server answered stays, and a refusal brings the old value back.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HubDatabase } from '../../store/db'
import { createEventLog, type EventLog } from '../../store/event-log'
import { fact } from '../../store/events'
import { createOutbox, type SendCall } from '../../store/outbox'
import { setAutoRenew, setLowBalanceThreshold } from './wallet.commands'
import { walletProjection } from './wallet.projection'
import { walletFixture } from './wallet-fixtures'

let db: HubDatabase
let log: EventLog

beforeEach(async () => {
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  log = createEventLog({ db, projections: [walletProjection], commands: [setAutoRenew, setLowBalanceThreshold] })
  await log.append('u1', [fact('wallet.loaded', walletFixture(), 'server')])
})

afterEach(async () => {
  await db.delete()
})

const wallet = async () => log.read('u1', walletProjection)

describe('wallet settings as commands', () => {
  it('auto-renew shows on at once, is sent once, and the server’s overview stays', async () => {
    const calls: { method: string; params: unknown }[] = []
    const send: SendCall = async (method, params) => {
      calls.push({ method, params })
      return walletFixture({ autoRenew: true, updatedAt: '2026-11-22T10:00:00.000Z' })
    }
    const outbox = createOutbox({ log, send, judge: () => 'retry' })

    await outbox.enqueue('u1', setAutoRenew, { enabled: true })
    expect((await wallet()).state?.autoRenew).toBe(true)
    expect((await wallet()).pending).toBe(1)

    await outbox.flush('u1')
    await outbox.flush('u1')

    expect(calls).toEqual([{ method: 'hub_setUserAutoRenew', params: { enabled: true } }])
    const view = await wallet()
    expect(view.pending).toBe(0)
    expect(view.state).toMatchObject({ autoRenew: true, updatedAt: '2026-11-22T10:00:00.000Z' })
  })

  it('a threshold queued offline shows at once and waits; the server refusing it brings the old one back', async () => {
    let online = false
    const send: SendCall = async () => {
      if (!online) throw new Error('offline')
      throw new Error('refused')
    }
    const outbox = createOutbox({
      log,
      send,
      judge: (error) => ((error as Error).message === 'offline' ? 'retry' : 'refused'),
    })

    await outbox.enqueue('u1', setLowBalanceThreshold, { amount: '25.00' })
    await outbox.flush('u1')
    expect((await wallet()).state?.lowBalanceThreshold).toBe('25.00')
    expect((await wallet()).pending).toBe(1)

    online = true
    await outbox.flush('u1')

    expect((await wallet()).state?.lowBalanceThreshold).toBe('10.00')
    expect((await wallet()).pending).toBe(0)
  })

  it('sends the threshold as the contract names it', () => {
    expect(setLowBalanceThreshold.params({ amount: '12.50' })).toEqual({ amount: '12.50' })
  })
})
