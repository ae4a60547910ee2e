import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../app'
import { buildManifestOf, SESSION_COOKIE } from '../../contract/index'
import {
  createStaticFixture,
  FIXTURE_BUILD,
  FIXTURE_EARLIER_BUILD,
  FIXTURE_INDEX_MARKER,
  FIXTURE_SCRIPT,
  fixturePrerenderedMarker,
} from '../test-support/static-fixture'
import { testEngines } from '../test-support/test-database'
import { createTestServer, type TestServer } from '../test-support/test-server'
import { IMMUTABLE, NO_CACHE } from './cache-policy'
import { CONTENT_SECURITY_POLICY } from './security-headers'

const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

describe.each(testEngines())('serving the built app on %s', (engine) => {
  let server: TestServer
  let fixture: Awaited<ReturnType<typeof createStaticFixture>>

  beforeAll(async () => {
    fixture = await createStaticFixture()
    server = await createTestServer(engine, { staticDir: fixture.dir })
  })
  afterAll(async () => {
    await server?.close()
    await fixture?.remove()
  })

  const get = (url: string, headers: Record<string, string> = PAGE) =>
    server.app.inject({ method: 'GET', url, headers })

  it('serves index.html at / with no-cache', async () => {
    const response = await get('/')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(FIXTURE_INDEX_MARKER)
    expect(response.headers['cache-control']).toBe(NO_CACHE)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
  })

  it('sends the security headers with the page', async () => {
    const { headers } = await get('/')
    expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'")
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['strict-transport-security']).toBeUndefined()
  })

  it('sends the security headers on API answers and 404s too', async () => {
    const api = await server.app.inject({ method: 'POST', url: '/api', payload: '{"method":"hub_getConfig"}' })
    const missing = await get('/assets/gone-123.js', { accept: '*/*' })
    for (const response of [api, missing])
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
  })

  it('adds HSTS only behind https', async () => {
    const behindProxy = await buildServer({
      db: server.database,
      staticDir: fixture.dir,
      production: true,
      trustProxy: true,
    })
    try {
      const response = await behindProxy.inject({
        method: 'GET',
        url: '/',
        headers: { ...PAGE, 'x-forwarded-proto': 'https' },
      })
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/)
    } finally {
      await behindProxy.close()
    }
  })

  it('lets hashed assets be cached for a year', async () => {
    const response = await get('/assets/x-abc123.js', { accept: '*/*' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe(IMMUTABLE)
  })

  it('sends the Brotli copy of a script to a browser that takes it, and the script to one that does not', async () => {
    const compressed = await get('/assets/x-abc123.js', { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(FIXTURE_SCRIPT)
    const plain = await get('/assets/x-abc123.js', { accept: '*/*', 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(FIXTURE_SCRIPT)
  })

  it('lists no folder and serves no file under another spelling of its path', async () => {
    for (const url of ['/assets/', '/assets', '/ASSETS/x-abc123.js', '/assets/X-ABC123.js', '/assets//x-abc123.js']) {
      const response = await get(url, { accept: '*/*' })
      // 403 (a folder, a path in another spelling) or 404: never the file, never a listing.
      expect([url, [403, 404].includes(response.statusCode)]).toEqual([url, true])
      expect(response.body).not.toContain(FIXTURE_SCRIPT)
      expect(response.body).not.toContain('x-abc123.js.br')
    }
  })

  it('serves the deployed build at /builds/latest.json and each build manifest at /builds/meta/{id}.json', async () => {
    const latest = await get('/builds/latest.json', { accept: '*/*' })
    expect([latest.statusCode, latest.headers['content-type']]).toEqual([
      200,
      expect.stringMatching(/^application\/json/),
    ])
    expect(latest.json()).toEqual(FIXTURE_BUILD)
    // As Nuxt: the deployed build's manifest, and an earlier build's still there for its open tabs.
    for (const build of [FIXTURE_BUILD, FIXTURE_EARLIER_BUILD]) {
      const manifest = await get(`/builds/meta/${build.id}.json`, { accept: '*/*' })
      expect([manifest.statusCode, manifest.json()]).toEqual([200, buildManifestOf(build)])
      // Named by its build, it never changes under its name.
      expect(manifest.headers['cache-control']).toBe(IMMUTABLE)
    }
    // A build that was never deployed has no manifest: 404, never the page.
    const unknown = await get('/builds/meta/20991231000000-ffffff.json', { accept: '*/*' })
    expect(unknown.statusCode).toBe(404)
  })

  it('makes the build manifest, the service worker and the web manifest revalidate', async () => {
    for (const url of [
      '/builds/latest.json',
      '/sw.js',
      '/route-preload.js',
      '/route-preload-table.js',
      '/manifest.webmanifest',
      '/index.html',
    ]) {
      const response = await get(url, { accept: '*/*' })
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, NO_CACHE])
    }
  })

  it('gives other public files a short cache', async () => {
    const response = await get('/favicon.svg', { accept: 'image/*' })
    expect(response.headers['cache-control']).toBe('public, max-age=600')
  })

  it('answers app routes and unknown pages with index.html, status 200, for the client router', async () => {
    for (const url of ['/rpc/endpoint', '/some/unknown/path', '/invoice/INV-1?download=1']) {
      const response = await get(url)
      expect([url, response.statusCode]).toEqual([url, 200])
      expect(response.body).toContain(FIXTURE_INDEX_MARKER)
      expect(response.headers['cache-control']).toBe(NO_CACHE)
    }
  })

  it('answers a missing file with 404, never with the page', async () => {
    for (const [url, accept] of [
      ['/assets/gone-123.js', '*/*'],
      ['/logo.png', 'image/*'],
      ['/api', 'text/html'],
      ['/healthz/x', '*/*'],
    ] as const) {
      const response = await get(url, { accept })
      expect([url, response.statusCode]).toEqual([url, 404])
    }
  })
})

describe.each(testEngines())('without a built app on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine, { staticDir: '/nonexistent/hubdeck-dist' })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('answers / with 503 and how to build the app', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/', headers: PAGE })
    expect(response.statusCode).toBe(503)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    expect(response.body).toMatch(/npm start|npm run build/)
  })

  it('still answers the API', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api', payload: '{"method":"hub_getConfig"}' })
    expect(response.json().result.buildId).toBe('dev')
  })
})

describe('the prerendered pages', () => {
  let server: TestServer
  let fixture: Awaited<ReturnType<typeof createStaticFixture>>

  beforeAll(async () => {
    fixture = await createStaticFixture({ prerendered: true })
    server = await createTestServer(testEngines()[0] ?? 'pglite', { staticDir: fixture.dir })
  })
  afterAll(async () => {
    await server?.close()
    await fixture?.remove()
  })

  const home = (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/?from=ad', headers })

  it('send / in the language of the cookie, else the first of the browser we speak, else English', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ 'accept-language': 'fr-FR,zh-CN;q=0.8' }, 'zh'],
      [{ 'accept-language': 'zh-CN', cookie: 'theme=dark; i18n_redirected=en' }, 'en'],
      [{ 'accept-language': 'de' }, 'en'],
      [{}, 'en'],
    ]
    for (const [headers, locale] of cases) {
      const response = await home({ ...PAGE, ...headers })
      expect(response.statusCode).toBe(200)
      expect(response.body, JSON.stringify(headers)).toContain(fixturePrerenderedMarker('index', locale))
      expect(response.headers['cache-control']).toBe(NO_CACHE)
      expect(response.headers.vary).toContain('Accept-Language')
      expect(response.headers.vary).toContain('Cookie')
    }
  })

  it('are / and /login, and /rpc/endpoint with a session cookie: every other page still gets index.html', async () => {
    const page = (url: string, cookie = '') =>
      server.app.inject({ method: 'GET', url, headers: { ...PAGE, 'accept-language': 'zh', cookie } })
    expect((await page('/login?redirect=%2Frpc')).body).toContain(fixturePrerenderedMarker('login', 'zh'))
    for (const url of ['/register', '/login/extra', '/rpc/endpoint', '/rpc'])
      expect((await page(url)).body, url).toContain(FIXTURE_INDEX_MARKER)
  })

  it('send the signed-in shell of /rpc/endpoint only to a request holding a session cookie', async () => {
    const endpoint = (cookie: string) =>
      server.app.inject({ method: 'GET', url: '/rpc/endpoint?key=3', headers: { ...PAGE, cookie } })
    const shell = fixturePrerenderedMarker('endpoint', 'zh')
    expect((await endpoint(`theme=dark; ${SESSION_COOKIE}=t0k3n; i18n_redirected=zh`)).body).toContain(shell)
    expect((await endpoint(`${SESSION_COOKIE}=t0k3n`)).body).toContain(fixturePrerenderedMarker('endpoint', 'en'))
    for (const cookie of ['', 'i18n_redirected=zh', `${SESSION_COOKIE}=`, `x${SESSION_COOKIE}=t0k3n`]) {
      const response = await endpoint(cookie)
      expect(response.body, cookie).toContain(FIXTURE_INDEX_MARKER)
      expect(response.headers.vary, cookie).toContain('Cookie')
    }
  })
})
