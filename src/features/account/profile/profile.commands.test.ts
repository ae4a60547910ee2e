/**
 * The nickname as a command: shown at once (pending) in the profile, sent with the contract's
 * params, replaced by the server's profile when accepted, and undone when refused.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { profileFixture as profile } from '../../../../tests/setup/account-fixtures'
import { HubDatabase } from '../../../store/db'
import { createEventLog, eventsOf, type EventLog } from '../../../store/event-log'
import { fact } from '../../../store/events'
import { createOutbox, type SendCall } from '../../../store/outbox'
import { profileProjection } from '../profile.projection'
import { setNickname } from './profile.commands'

class Refusal extends Error {}

let db: HubDatabase
let log: EventLog
let sent: { method: string; params: unknown }[]

beforeEach(async () => {
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  log = createEventLog({ db, projections: [profileProjection], commands: [setNickname] })
  sent = []
  await log.append('u1', [fact('profile.loaded', profile(), 'server')])
})

afterEach(async () => {
  await db.delete()
})

/** The server trims the nickname, as the contract's nameSchema does, and answers the profile. */
function server(options: { refuse?: boolean } = {}): SendCall {
  return async (method, params) => {
    sent.push({ method, params })
    if (options.refuse) throw new Refusal('refused')
    return profile({ nickname: (params as { nickname: string }).nickname.trim() })
  }
}

const judge = (error: unknown) => (error instanceof Refusal ? ('refused' as const) : ('retry' as const))

describe('setNickname', () => {
  it('shows at once as pending, and the accepted profile takes its place', async () => {
    const outbox = createOutbox({ log, send: server(), judge })

    await outbox.enqueue('u1', setNickname, { nickname: 'Grace' })
    expect(await log.read('u1', profileProjection)).toMatchObject({ state: { nickname: 'Grace' }, pending: 1 })

    await outbox.flush('u1')

    expect(sent).toEqual([{ method: 'hub_setUserNickname', params: { nickname: 'Grace' } }])
    expect(await log.read('u1', profileProjection)).toMatchObject({ state: { nickname: 'Grace' }, pending: 0 })
    expect((await eventsOf(db, 'u1')).at(-1)).toMatchObject({ type: 'profile.loaded', origin: 'server' })
  })

  it('a refused nickname goes back to the one the server has', async () => {
    const outbox = createOutbox({ log, send: server({ refuse: true }), judge })
    await outbox.enqueue('u1', setNickname, { nickname: 'Grace' })

    await outbox.flush('u1')

    expect(await log.read('u1', profileProjection)).toMatchObject({ state: { nickname: 'Ada' }, pending: 0 })
  })
})
