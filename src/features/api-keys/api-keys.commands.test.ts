/**
 * Renaming a key as a command: the new name shows at once and as waiting, the call carries the
 * contract's params, the server's answer is what stays, and a refusal brings the old name back.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ApiKey } from '../../../contract/methods/api-keys'
import { HubDatabase } from '../../store/db'
import { createEventLog, eventsOf, type EventLog } from '../../store/event-log'
import { fact } from '../../store/events'
import { createOutbox, type SendCall } from '../../store/outbox'
import { apiKeyFixture as key } from './api-key-fixture'
import { renameApiKey } from './api-keys.commands'
import { apiKeysProjection } from './api-keys.projection'

let db: HubDatabase
let log: EventLog

beforeEach(async () => {
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  log = createEventLog({ db, projections: [apiKeysProjection], commands: [renameApiKey] })
  await log.append('u1', [fact('apiKeys.loaded', { list: [key(2), key(1)], total: 2 }, 'server')])
})

afterEach(async () => {
  await db.delete()
})

const names = async () => (await log.read('u1', apiKeysProjection)).state?.keys.map((item) => item.name)

describe('renaming an API key', () => {
  it('shows the new name at once, sends it once, and keeps what the server answered', async () => {
    const calls: { method: string; params: unknown; idempotencyKey: string }[] = []
    const send: SendCall = async (method, params, idempotencyKey) => {
      calls.push({ method, params, idempotencyKey })
      return { ...key(1), name: 'Indexer', updatedAt: '2026-11-21T08:00:00.000Z' } satisfies ApiKey
    }
    const outbox = createOutbox({ log, send, judge: () => 'retry' })

    await outbox.enqueue('u1', renameApiKey, { id: 1, name: 'Indexer' })
    expect(await names()).toEqual(['Key 2', 'Indexer'])
    expect((await log.read('u1', apiKeysProjection)).pending).toBe(1)

    await outbox.flush('u1')
    await outbox.flush('u1')

    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'hub_setApiKeyName', params: { id: 1, name: 'Indexer' } })
    const view = await log.read('u1', apiKeysProjection)
    expect(view.pending).toBe(0)
    expect(view.state?.keys[1]).toMatchObject({ name: 'Indexer', updatedAt: '2026-11-21T08:00:00.000Z' })
    expect((await eventsOf(db, 'u1')).at(-1)).toMatchObject({ type: 'apiKey.saved', origin: 'server' })
  })

  it('a rename the server refuses leaves the old name', async () => {
    const send: SendCall = async () => {
      throw new Error('10422 name refused')
    }
    const outbox = createOutbox({ log, send, judge: () => 'refused' })

    await outbox.enqueue('u1', renameApiKey, { id: 1, name: 'Taken' })
    expect(await names()).toEqual(['Key 2', 'Taken'])
    await outbox.flush('u1')

    expect(await names()).toEqual(['Key 2', 'Key 1'])
    expect((await log.read('u1', apiKeysProjection)).pending).toBe(0)
  })

  it('a rename waiting offline still shows after the list is read again', async () => {
    const outbox = createOutbox({ log, send: async () => new Promise(() => {}), judge: () => 'retry' })
    await outbox.enqueue('u1', renameApiKey, { id: 1, name: 'Indexer' })

    await log.append('u1', [fact('apiKeys.loaded', { list: [key(3), key(2), key(1)], total: 3 }, 'server')])

    expect(await names()).toEqual(['Key 3', 'Key 2', 'Indexer'])
  })
})
