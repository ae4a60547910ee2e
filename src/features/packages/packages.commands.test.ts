/**
 * The auto-renew choice as a command: shown at once and as waiting, sent once with the contract's
 * params, the server's overview kept, and a refusal brings the old choice back.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { WalletOverview } from '../../../contract/methods/wallet'
import { HubDatabase } from '../../store/db'
import { createEventLog, type EventLog } from '../../store/event-log'
import { fact } from '../../store/events'
import { createOutbox, type SendCall } from '../../store/outbox'
import type { Projection } from '../../store/projection'
import { overviewFixture } from './packages-fixtures'
import { setAutoRenewMode } from './packages.commands'

/** The overview as the wallet feature's `wallet` projection keeps it (the command's optimistic effect names it). */
const walletProjection: Projection<WalletOverview | null> = {
  name: 'wallet',
  version: 1,
  initial: null,
  on: { 'wallet.loaded': (_state, event) => event.payload },
}
const walletFixture = overviewFixture

let db: HubDatabase
let log: EventLog

beforeEach(async () => {
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  log = createEventLog({ db, projections: [walletProjection], commands: [setAutoRenewMode] })
  await log.append('u1', [fact('wallet.loaded', walletFixture(), 'server')])
})

afterEach(async () => {
  await db.delete()
})

const wallet = async () => log.read('u1', walletProjection)

describe('the auto-renew choice as a command', () => {
  it('"Growth" shows at once, is sent once as { mode, skuId }, and the server’s overview stays', async () => {
    const calls: { method: string; params: unknown }[] = []
    const send: SendCall = async (method, params) => {
      calls.push({ method, params })
      return walletFixture({
        autoRenew: true,
        autoRenewMode: 'package',
        autoRenewSkuId: 3,
        updatedAt: '2026-11-25T11:00:00.000Z',
      })
    }
    const outbox = createOutbox({ log, send, judge: () => 'retry' })

    await outbox.enqueue('u1', setAutoRenewMode, { mode: 'package', skuId: 3 })
    expect((await wallet()).state).toMatchObject({ autoRenew: true, autoRenewMode: 'package', autoRenewSkuId: 3 })
    expect((await wallet()).pending).toBe(1)

    await outbox.flush('u1')
    await outbox.flush('u1')

    expect(calls).toEqual([{ method: 'hub_setUserAutoRenew', params: { mode: 'package', skuId: 3 } }])
    const view = await wallet()
    expect(view.pending).toBe(0)
    expect(view.state).toMatchObject({ autoRenewMode: 'package', updatedAt: '2026-11-25T11:00:00.000Z' })
  })

  it('Pay As You Go queued offline shows at once; the server refusing it brings "none" back', async () => {
    let online = false
    const send: SendCall = async () => {
      throw new Error(online ? 'refused' : 'offline')
    }
    const outbox = createOutbox({
      log,
      send,
      judge: (error) => ((error as Error).message === 'offline' ? 'retry' : 'refused'),
    })

    await outbox.enqueue('u1', setAutoRenewMode, { mode: 'payg' })
    await outbox.flush('u1')
    expect((await wallet()).state).toMatchObject({ autoRenew: true, autoRenewMode: 'payg', autoRenewSkuId: null })

    online = true
    await outbox.flush('u1')
    expect((await wallet()).state).toMatchObject({ autoRenew: false, autoRenewMode: 'none' })
    expect((await wallet()).pending).toBe(0)
  })

  it('sends "none" and Pay As You Go without a package', () => {
    expect(setAutoRenewMode.params({ mode: 'none', skuId: 3 })).toEqual({ mode: 'none' })
    expect(setAutoRenewMode.params({ mode: 'payg' })).toEqual({ mode: 'payg' })
  })
})
