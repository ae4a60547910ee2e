import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPgListener, type PgListener } from './pg-listener'

const databaseUrl = process.env.HUBDECK_TEST_DATABASE_URL

describe.runIf(databaseUrl)('the PostgreSQL listener', () => {
  // Names of its own, so parallel test files never hear (or cut) each other.
  const suffix = randomBytes(4).toString('hex')
  const channel = `listener_test_${suffix}`
  const applicationName = `hubdeck-listen-test-${suffix}`
  let listener: PgListener
  let admin: pg.Client

  beforeAll(async () => {
    listener = createPgListener(databaseUrl!, applicationName)
    admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
  })
  afterAll(async () => {
    await listener?.close()
    await admin?.end()
  })

  function heard(payloads: string[], count: number, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    return new Promise((resolve, reject) => {
      const check = () => {
        if (payloads.length >= count) resolve()
        else if (Date.now() > deadline) reject(new Error(`heard ${payloads.length} of ${count}`))
        else setTimeout(check, 20)
      }
      check()
    })
  }

  it('hears a notification when its transaction commits, and never one that rolled back', async () => {
    const payloads: string[] = []
    const unlisten = await listener.listen(channel, (payload) => payloads.push(payload))

    await admin.query('begin')
    await admin.query('select pg_notify($1, $2)', [channel, 'rolled back'])
    await admin.query('rollback')
    await admin.query('begin')
    await admin.query('select pg_notify($1, $2)', [channel, 'committed'])
    await admin.query('commit')

    await heard(payloads, 1)
    expect(payloads).toEqual(['committed'])
    await unlisten()
  })

  it('opens its connection again when it is cut, says so, and hears again', async () => {
    const payloads: string[] = []
    const events: string[] = []
    const unlisten = await listener.listen(channel, (payload) => payloads.push(payload), {
      onDrop: () => events.push('drop'),
      onResume: () => events.push('resume'),
    })

    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      applicationName,
    ])
    await expect.poll(() => events, { timeout: 10_000 }).toEqual(['drop', 'resume'])
    await admin.query('select pg_notify($1, $2)', [channel, 'after the cut'])

    await heard(payloads, 1)
    expect(payloads).toEqual(['after the cut'])
    await unlisten()
  })

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(listener.listen('x; drop table users', () => undefined)).rejects.toThrow(/Unsafe channel/)
  })
})
