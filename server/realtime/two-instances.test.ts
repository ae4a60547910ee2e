import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SocketCloseCode, type SocketNoticeFrame } from '../../contract/index'
import { buildServer } from '../app'
import { openDatabase, type Database } from '../db/database'
import { addActiveMember, createTeam } from '../modules/teams/teams.queries'
import { createBrowserKeys, decryptPush, startPushService, type PushService } from '../modules/push/test-push-service'
import { signedInAccount, type TestAccount } from '../test-support/accounts'
import { createTestDatabase, type TestDatabase } from '../test-support/test-database'
import { openNoticeSocket, type NoticeSocket } from './test-notice-socket'

const databaseUrl = process.env.HUBDECK_TEST_DATABASE_URL

/** Two server instances on one PostgreSQL schema, as behind a load balancer; each has its own pool. */
describe.runIf(databaseUrl)('two server instances on one PostgreSQL', () => {
  let test: TestDatabase
  let secondDatabase: Database
  let a: { app: FastifyInstance; origin: string }
  let b: { app: FastifyInstance; origin: string }
  let pushService: PushService
  const sockets: NoticeSocket[] = []

  beforeAll(async () => {
    test = await createTestDatabase('postgres', { prepared: true })
    const schema = await sql<{ schema: string }>`select current_schema() as schema`.execute(test.database.kysely)
    secondDatabase = await openDatabase({ databaseUrl: databaseUrl!, searchPath: schema.rows[0]!.schema })
    a = await listening(test.database)
    b = await listening(secondDatabase)
    pushService = await startPushService()
  })
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()))
    await a?.app.close()
    await b?.app.close()
    await secondDatabase?.close()
    await test?.dispose()
    await pushService?.close()
  })

  async function listening(database: Database) {
    const app = await buildServer({ db: database, production: false })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('not listening on a port')
    return { app, origin: `http://127.0.0.1:${address.port}` }
  }

  /** A user signed in through instance A (sessions are rows: B knows the token too). */
  function account(name: string): Promise<TestAccount> {
    return signedInAccount({ app: a.app, database: test.database, close: async () => undefined }, name)
  }

  async function socketOn(instance: { origin: string }, user: TestAccount): Promise<NoticeSocket> {
    const socket = await openNoticeSocket(instance.origin, user.token)
    sockets.push(socket)
    return socket
  }

  /** dev_sendNotice over HTTP to `instance`. */
  async function sendNoticeThrough(instance: { origin: string }, user: TestAccount, title: string) {
    const response = await fetch(`${instance.origin}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'dev_sendNotice',
        params: { email: user.email, type: 'normal_success', title, content: `${title} content` },
      }),
    })
    const answer = (await response.json()) as { result?: { id: number }; error?: unknown }
    expect(answer.error).toBeUndefined()
    return answer.result!
  }

  it('a notice written through instance A reaches a socket held on instance B', async () => {
    const ann = await account('across')
    const onB = await socketOn(b, ann)

    const sent = await sendNoticeThrough(a, ann, 'From A')

    const frame: SocketNoticeFrame = await onB.nextFrame(1000)
    expect(frame.params.body).toMatchObject({ id: sent.id, title: 'From A' })
  })

  it('sends Web Push once to a user with no live socket, and none to a user whose socket is on the other instance', async () => {
    const offline = await subscribed(await account('offline'))
    const online = await subscribed(await account('online'))
    const onB = await socketOn(b, online.user)

    await sendNoticeThrough(a, online.user, 'Seen in the app')
    expect((await onB.nextFrame()).params.body.title).toBe('Seen in the app')
    const sent = await sendNoticeThrough(a, offline.user, 'Seen as a notification')

    const [push] = await pushesTo(offline.endpoint, 1)
    expect(JSON.parse(decryptPush(push!.body, offline.browser))).toMatchObject({ id: sent.id })
    // Both instances heard both notices; give a second push every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(receivedAt(offline.endpoint)).toHaveLength(1)
    expect(receivedAt(online.endpoint)).toEqual([])
  })

  it('a member removed through instance A loses its team-context socket on instance B', async () => {
    const owner = await account('team-owner')
    const member = await account('team-member')
    const teamId = await createTeam(test.database.kysely, owner.userId, 'Across')
    await addActiveMember(test.database.kysely, { teamId, userId: member.userId, role: 'developer' })
    const onB = await openNoticeSocket(b.origin, member.token, { teamId: String(teamId) })
    sockets.push(onB)

    const response = await fetch(`${a.origin}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'dev_endTeamMembership', params: { teamId, email: member.email } }),
    })
    expect(await response.json()).toMatchObject({ result: null })

    expect(await onB.closed).toEqual({ code: SocketCloseCode.TeamForbidden, reason: '10403' })
  })

  async function subscribed(user: TestAccount) {
    const browser = createBrowserKeys()
    const endpoint = `${pushService.origin}/push/${user.userId}-${crypto.randomUUID()}`
    await test.database.kysely
      .insertInto('push_subscriptions')
      .values({ user_id: user.userId, endpoint, ...browser.keys })
      .execute()
    return { user, browser, endpoint }
  }

  function receivedAt(endpoint: string) {
    return pushService.received.filter((push) => push.path === new URL(endpoint).pathname)
  }

  async function pushesTo(endpoint: string, count: number, timeoutMs = 3000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const received = receivedAt(endpoint)
      if (received.length >= count) return received
      if (Date.now() > deadline) throw new Error(`${received.length} of ${count} pushes within ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
})
