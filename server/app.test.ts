import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from './app'
import { testEngines } from './test-support/test-database'
import { createTestServer, type TestServer } from './test-support/test-server'

describe.each(testEngines())('the server on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('answers /healthz with ok when the database answers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' })
  })

  it('finishes a request in flight when closed, then refuses new connections', async () => {
    const app = await buildServer({ db: server.database, production: false })
    let arrived!: () => void
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve))
    app.get('/test/slow', async () => {
      arrived()
      await new Promise((resolve) => setTimeout(resolve, 300))
      return { done: true }
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

    const slow = fetch(`${url}/test/slow`)
    await requestArrived
    await app.close()

    const response = await slow
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ done: true })
    await expect(fetch(`${url}/healthz`)).rejects.toThrow()
  })

  it('answers /healthz with 503 once the database is gone', async () => {
    await server.database.close()
    const response = await server.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'error', db: 'unreachable' })
  })
})
