import { afterEach, describe, expect, it } from 'vitest'
import { clientHash } from '../test-support/accounts'
import { createTestServer, postRpc, type TestServer } from '../test-support/test-server'

describe('the dev outbox page (GET /dev/mail)', () => {
  let server: TestServer | undefined
  afterEach(async () => server?.close())

  it('shows the mails the server would have sent, newest first, with their links, escaped', async () => {
    server = await createTestServer('pglite')
    const email = 'outbox-page@example.com'
    const password = clientHash('correct horse battery')
    const registered = await postRpc(server.app, {
      method: 'hub_register',
      params: { email, password, confirmPassword: password },
    })
    expect(registered.body.error).toBeUndefined()
    await server.database.kysely
      .insertInto('mail_outbox')
      .values({ recipient: 'other@example.com', subject: '<script>alert(1)</script>', text: 'hi', html: null })
      .execute()

    const all = await server.app.inject({ method: 'GET', url: '/dev/mail' })
    expect(all.statusCode).toBe(200)
    expect(all.headers['content-type']).toMatch(/^text\/html/)
    expect(all.body).not.toContain('<script>alert(1)</script>')
    expect(all.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(all.body.indexOf('other@example.com')).toBeLessThan(all.body.indexOf(email))

    const mine = await server.app.inject({ method: 'GET', url: `/dev/mail?to=${encodeURIComponent(email)}` })
    expect(mine.body).not.toContain('other@example.com')
    expect(mine.body).toMatch(/<a href="http:\/\/localhost:8080\/email-confirm\?code=[\w-]+">/)
  })

  it('does not exist in production, nor when mail goes out over SMTP', async () => {
    server = await createTestServer('pglite', { production: true })
    expect((await server.app.inject({ method: 'GET', url: '/dev/mail' })).body).not.toContain('Dev outbox')
    await server.close()
    server = await createTestServer('pglite', {
      mail: {
        smtpUrl: 'smtp://127.0.0.1:9',
        from: 'Hubdeck <no-reply@hubdeck.dev>',
        publicUrl: 'http://localhost:8080',
      },
    })
    expect((await server.app.inject({ method: 'GET', url: '/dev/mail' })).body).not.toContain('Dev outbox')
  })
})
