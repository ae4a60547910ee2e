import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailMessage, Mailer } from '../../mail/mailer'
import { listOutbox } from '../../mail/outbox-mailer'
import { clientHash, signedInAccount, TEST_PASSWORD } from '../../test-support/accounts'
import { createTestDatabase, testEngines, type TestDatabase } from '../../test-support/test-database'
import type { TestServer } from '../../test-support/test-server'
import { listeningTestServer } from '../../realtime/test-notice-socket'
import { saveEmailConfig } from '../account/email-config'
import { createUser } from '../account/users.queries'
import { mailNotice } from './notice-mail'
import { notify } from './notify'

/** A mailer that keeps what it is given. */
function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = []
  return { sent, send: async (mail) => void sent.push(mail) }
}

describe.each(testEngines())('notice e-mails on %s', (engine) => {
  let test: TestDatabase
  let users = 0
  const db = () => test.database.kysely

  beforeAll(async () => {
    test = await createTestDatabase(engine, { prepared: true })
  })
  afterAll(async () => {
    await test?.dispose()
  })

  async function newUser(language: 'en' | 'zh' = 'en') {
    users += 1
    const email = `mail-${users}-${Date.now()}@example.com`
    const userId = await createUser(db(), { email, passwordHash: clientHash(TEST_PASSWORD) })
    await db().updateTable('users').set({ language }).where('id', '=', userId).execute()
    return { userId, email }
  }

  it("mails a chosen type in the user's language to the account and its extra recipients", async () => {
    const { userId, email } = await newUser('zh')
    await saveEmailConfig(db(), userId, { team: true, extraRecipients: ['boss@example.com'] })
    const notice = await notify(db(), { userId }, 'team_disband', { teamName: 'Core', teamId: 7 })
    const mailer = recordingMailer()

    expect(await mailNotice(db(), notice, [userId], { mailer, publicUrl: 'https://app.example' })).toBe(2)

    expect(mailer.sent.map((mail) => mail.to)).toEqual([email, 'boss@example.com'])
    expect(mailer.sent[0]).toMatchObject({ subject: 'Hubdeck: 团队已解散' })
    expect(mailer.sent[0]!.text).toContain('Core 已解散。')
    expect(mailer.sent[0]!.text).toContain('https://app.example/rpc/team')
  })

  it('mails nothing for a type the configuration leaves out, nor for a type that is never mailed', async () => {
    const { userId } = await newUser()
    await saveEmailConfig(db(), userId, { apiKeys: false })
    const mailer = recordingMailer()
    const options = { mailer, publicUrl: 'https://app.example' }

    const keyNotice = await notify(db(), { userId }, 'apikey_delete', { apikeyName: 'prod' })
    const exportNotice = await notify(db(), { userId }, 'file_download', { type: 'bill' })

    expect(await mailNotice(db(), keyNotice, [userId], options)).toBe(0)
    expect(await mailNotice(db(), exportNotice, [userId], options)).toBe(0)
    expect(mailer.sent).toEqual([])
  })

  it('mails a low balance only below the threshold the user set', async () => {
    const { userId } = await newUser()
    await saveEmailConfig(db(), userId, { lowBalance: true, lowBalanceThreshold: '20' })
    const mailer = recordingMailer()
    const options = { mailer, publicUrl: 'https://app.example' }

    await mailNotice(db(), await notify(db(), { userId }, 'low_balance', { amount: '25.00' }), [userId], options)
    await mailNotice(db(), await notify(db(), { userId }, 'low_balance', { amount: '19.99' }), [userId], options)

    expect(mailer.sent.map((mail) => mail.text.split('\n')[0])).toEqual([
      'Your wallet balance is down to $19.99. Top up to keep your services running.',
    ])
  })

  it('a team notice reaches each member by their own settings', async () => {
    const wants = await newUser('en')
    const declines = await newUser('zh')
    await saveEmailConfig(db(), declines.userId, { team: false })
    const mailer = recordingMailer()
    const notice = await notify(db(), { userId: wants.userId }, 'team_disband', { teamName: 'Core', teamId: 7 })

    await mailNotice(db(), notice, [wants.userId, declines.userId], { mailer, publicUrl: 'https://app.example' })

    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([[wants.email, 'Hubdeck: Team disbanded']])
  })
})

describe.each(testEngines())('notice e-mails through the server on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    ;({ server } = await listeningTestServer(engine))
  })
  afterAll(async () => {
    await server?.close()
  })

  it('a stored notice of a chosen type lands in the dev outbox', async () => {
    const account = await signedInAccount(server, 'mailed')
    const db = server.database.kysely
    await saveEmailConfig(db, account.userId, { billing: true })

    await notify(db, { userId: account.userId }, 'deposit', { coinAmount: '5', coin: 'USDT', usdAmount: '5.00' })

    const mails = await outboxOf(account.email, 1)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ subject: 'Hubdeck: Deposit received' })
  })

  it('a notice stored as history (the demo seed) is listed but not mailed', async () => {
    const account = await signedInAccount(server, 'historian')
    const db = server.database.kysely
    await saveEmailConfig(db, account.userId, { billing: true })

    const target = { userId: account.userId }
    await notify(db, target, 'deposit', { usdAmount: '1.00' }, undefined, { history: true })
    await notify(db, target, 'deposit', { usdAmount: '2.00' })

    const mails = await outboxOf(account.email, 1)
    // The history notice was stored first: had it been mailed, its mail would be here already.
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('$2.00')
  })

  async function outboxOf(to: string, count: number, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const mails = (await listOutbox(server.database.kysely, to)).filter((mail) =>
        mail.subject.startsWith('Hubdeck: '),
      )
      if (mails.length >= count || Date.now() > deadline) return mails
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
})
