/**
 * The server restarts while the app is open (a deploy): the socket reconnects with backoff, and
 * the notices written while the server was down appear, caught up by cursor on reconnect. The
 * test runs a server of its own on a data folder it keeps, and writes the notice of the downtime
 * straight into that database, as another instance or a job would while this one is away.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../server/db/database'
import { notify } from '../../server/modules/notices/notify'
import { createAccount, devCall, logIn, type E2eAccount } from './support/accounts'
import { expect, SERVER_RESTART_PROBLEMS, test } from './support/fixtures'
import { DIST, E2E_PORT } from './support/paths'
import { startServer, type RunningServer } from './support/server'

const PORT = E2E_PORT + 2

test.use({
  baseURL: `http://localhost:${PORT}`,
  allowProblems: SERVER_RESTART_PROBLEMS,
})

let dataDir = ''
let server: RunningServer | undefined

test.beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hubdeck-e2e-restart-'))
  server = await startServer({ port: PORT, staticDir: DIST, dataDir })
})

test.afterEach(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Stores a notice for the account while no server runs, as another writer of the database would. */
async function noticeWhileDown(account: E2eAccount): Promise<void> {
  const database = await openDatabase({ dataDir: join(dataDir, 'db') })
  try {
    const user = await database.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow()
    await notify(database.kysely, { userId: Number(user.id) }, 'low_balance', { amount: '1.50' })
  } finally {
    await database.close()
  }
}

test('after a server restart the socket reconnects and the notices sent meanwhile appear', async ({ page }) => {
  test.setTimeout(90_000)
  // The page's timers run on a clock the test can move on, so the reconnect's backoff (up to 30 s
  // a step) is not waited for in real time.
  await page.clock.install()
  // What the page fetched (the resource timing buffer of a page holds only its first 250 entries).
  const fetched: string[] = []
  page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname))
  const account = await createAccount(page.request)
  await logIn(page, account)
  const unread = page.getByTestId('unread-count')
  await expect(unread).toHaveText('3')
  const sockets = () => devCall<{ sockets: number }>(page.request, 'dev_getLiveSockets', { email: account.email })
  await expect.poll(async () => (await sockets()).sockets).toBe(1)
  // The page's background code (src/main.tsx `afterSettled`, on the page's timers: moved on here)
  // is loaded before the server goes: on a busy machine its chunk was still to come, and its fetch
  // then failed while the server was down.
  await expect
    .poll(async () => {
      await page.clock.fastForward(1000)
      return fetched.some((path) => /^\/assets\/actors-[\w-]+\.js$/.test(path))
    })
    .toBe(true)

  await server?.stop()
  await noticeWhileDown(account)
  server = await startServer({ port: PORT, staticDir: DIST, dataDir })

  // Reconnecting waits its backoff (capped at 30 s), then catches up. The clock moves a second
  // at a time: far enough to reach the next attempt soon, never far enough to run out the 15 s
  // a connecting socket is given before the machine gives up on it.
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1000)
        return unread.textContent()
      },
      { timeout: 45_000, intervals: [200] },
    )
    .toBe('4')
  await page.getByRole('button', { name: /Notices, 4 unread/ }).click()
  await expect(page.getByTestId('notice-panel').getByText('Your balance is down to $1.50')).toBeVisible()

  // And the socket is live again: a new notice arrives without a reload.
  await devCall(page.request, 'dev_sendNotice', { email: account.email, type: 'low_ru', expand: { amount: '800' } })
  await expect(unread).toHaveText('5')
})
