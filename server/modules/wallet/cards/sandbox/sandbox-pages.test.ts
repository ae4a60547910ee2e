import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../../../../http/security-headers'
import { signedInAccount } from '../../../../test-support/accounts'
import { testEngines } from '../../../../test-support/test-database'
import type { TestServer } from '../../../../test-support/test-server'
import { ok, startCardServer } from '../card-test-kit'

describe.each(testEngines())("the sandbox's pages on %s", (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startCardServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const get = (url: string) => server.app.inject({ method: 'GET', url })

  it('the card field may be framed by our own origin only, with no inline script or style', async () => {
    const page = await get('/sandbox/card-field?theme=dark')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(page.headers['content-security-policy']).toContain("script-src 'self';")
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(page.body).not.toMatch(/<script>|<style|style=/)
    expect(page.body).toContain('<html lang="en" class="dark">')
    for (const id of ['card-number', 'card-expiry', 'card-cvc', 'card-name'])
      expect(page.body).toContain(`<label for="${id}">`)
  })

  it('every other page keeps framing forbidden', async () => {
    const other = await get('/healthz')
    expect(other.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'")
    expect(other.headers['x-frame-options']).toBe('DENY')
  })

  it('speaks Chinese when asked', async () => {
    const page = await get('/sandbox/card-field?lang=zh')
    expect(page.body).toContain('<html lang="zh">')
    expect(page.body).toContain('卡号')
  })

  it('serves its script and style, and nothing else from its assets', async () => {
    expect((await get('/sandbox/assets/card-field.js')).headers['content-type']).toMatch(/^text\/javascript/)
    expect((await get('/sandbox/assets/challenge.js')).statusCode).toBe(200)
    expect((await get('/sandbox/assets/sandbox.css')).headers['content-type']).toMatch(/^text\/css/)
    expect((await get('/sandbox/assets/..%2Fsandbox-pages.ts')).statusCode).toBe(404)
  })

  it('the 3-D Secure page shows the amount of a payment waiting for it, framed by our origin only', async () => {
    const account = await signedInAccount(server)
    const order = await ok(server, account, 'hub_createStripeOrder', { purpose: 'deposit', amount: '49' })
    const waiting = await get(`/sandbox/3ds?clientSecret=${encodeURIComponent(order.clientSecret)}`)
    expect(waiting.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(waiting.body).toContain('not waiting')

    await server.app.inject({
      method: 'POST',
      url: '/sandbox/api/confirm',
      payload: { clientSecret: order.clientSecret, number: '4000002760003184', expMonth: 1, expYear: 2040, cvc: '123' },
    })
    const challenge = await get(`/sandbox/3ds?clientSecret=${encodeURIComponent(order.clientSecret)}`)
    expect(challenge.body).toContain('$49.00')
    expect(challenge.body).toContain('id="approve"')
  })

  it('refuses what the field would refuse, and changes nothing', async () => {
    const account = await signedInAccount(server)
    const order = await ok(server, account, 'hub_createStripeOrder', { purpose: 'deposit', amount: '49' })
    const confirm = (card: object) =>
      server.app.inject({
        method: 'POST',
        url: '/sandbox/api/confirm',
        payload: { clientSecret: order.clientSecret, cvc: '123', expMonth: 1, expYear: 2040, ...card },
      })

    expect((await confirm({ number: '4242424242424241' })).json()).toMatchObject({
      status: 'failed',
      error: { code: 'incorrect_number' },
    })
    expect((await confirm({ number: '4111111111111111' })).json()).toMatchObject({
      status: 'failed',
      error: { code: 'test_cards_only' },
    })
    expect((await confirm({ number: '4242424242424242', expYear: 2001 })).json()).toMatchObject({
      error: { code: 'expired_card' },
    })
    expect((await confirm({ number: '4242424242424242', cvc: '12' })).json()).toMatchObject({
      error: { code: 'invalid_cvc' },
    })
    expect((await confirm({ number: '4242424242424242', lang: 'zh', cvc: '1' })).json()).toMatchObject({
      error: { message: '安全码无效。' },
    })
    expect((await ok(server, account, 'hub_polling', { orderId: order.orderId })).status).toBe('pending')
  })
})
