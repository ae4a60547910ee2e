import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientHash } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

describe.each(testEngines())('the confirmation mail over SMTP on %s', (engine) => {
  const received: Array<{ from: string; to: string[]; raw: string }> = []
  let smtp: SMTPServer
  let server: TestServer

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = ''
        stream.setEncoding('utf8')
        stream.on('data', (chunk: string) => (raw += chunk))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const { port } = smtp.server.address() as AddressInfo
    server = await createTestServer(engine, {
      mail: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Hubdeck Test <no-reply@hubdeck.test>',
        publicUrl: 'https://app.hubdeck.test',
      },
    })
  })
  afterAll(async () => {
    await server?.close()
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
  })

  it('sends the confirmation mail to the SMTP server, with the subject and a link whose code confirms', async () => {
    const email = `smtp-${Date.now()}@example.com`
    const password = clientHash('smtp password')
    const answer = await postRpc(server.app, {
      method: 'hub_register',
      params: { email, password, confirmPassword: password },
    })
    expect(answer.body.result).toMatchObject({ email })

    const mail = received.find((m) => m.to.includes(email))
    expect(mail).toBeDefined()
    expect(mail!.from).toBe('no-reply@hubdeck.test')
    expect(mail!.raw).toMatch(/^Subject: Confirm your Hubdeck e-mail\r?$/m)
    const text = decodeQuotedPrintable(mail!.raw)
    const link = /https:\/\/app\.hubdeck\.test\/email-confirm\?code=([A-Za-z0-9_-]{43})/.exec(text)
    expect(link).not.toBeNull()

    // Nothing went to the dev outbox: SMTP replaced it.
    expect((await postRpc(server.app, { method: 'dev_listMail', params: { to: email } })).body.result).toEqual([])
    const confirmed = await postRpc(server.app, { method: 'hub_emailConfirm', params: { code: link![1] } })
    expect(confirmed.body.result.user).toMatchObject({ email, mailStatus: 'confirmed' })
  })
})
