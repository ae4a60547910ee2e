import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './support/fixtures'
import { DIST } from './support/paths'

/** The compression gate's check: what is wrong with how an answer travelled, or null. */
function compressionProblem(headers: Record<string, string>): string | null {
  return ['br', 'gzip'].includes(headers['content-encoding'] ?? '')
    ? null
    : `sent uncompressed (${headers['content-type']})`
}

/** The browser's own request headers: what it would get is what we measure. */
const BROTLI = { 'accept-encoding': 'br, gzip' }

function builtAsset(extension: string): string {
  const name = readdirSync(join(DIST, 'assets')).find((file) => file.endsWith(extension))
  if (!name) throw new Error(`no ${extension} in the build`)
  return `assets/${name}`
}

test('JavaScript, CSS, HTML and JSON travel compressed; static files are the precompressed bytes', async ({
  request,
}) => {
  for (const file of [builtAsset('.js'), builtAsset('.css')]) {
    const response = await request.get(`/${file}`, { headers: BROTLI })
    expect(compressionProblem(response.headers()), file).toBeNull()
    expect(response.headers()['content-encoding'], file).toBe('br')
    // The bytes on the wire are the build's .br file: the size the budget counts.
    expect(Number(response.headers()['content-length']), file).toBe(statSync(join(DIST, `${file}.br`)).size)
  }

  const page = await request.get('/rpc/endpoint', { headers: { ...BROTLI, accept: 'text/html' } })
  expect(page.headers()['content-encoding']).toBe('br')
  expect(await page.text()).toContain('<div id="app">')

  const json = await request.post('/api', {
    headers: BROTLI,
    data: { jsonrpc: '2.0', id: 1, method: 'hub_getSupportChains', params: {} },
  })
  expect(json.headers()['content-encoding']).toBe('br')
  expect((await json.json()).result.length).toBeGreaterThan(5)

  const gzipOnly = await request.get(`/${builtAsset('.css')}`, { headers: { 'accept-encoding': 'gzip' } })
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip')
  expect(readFileSync(join(DIST, 'index.html'), 'utf8')).toContain('<div id="app">')
})

test('the compression check fails on an answer sent uncompressed', async ({ request }) => {
  const response = await request.get('/rpc/endpoint', {
    headers: { 'accept-encoding': 'identity', accept: 'text/html' },
  })
  expect(compressionProblem(response.headers())).toMatch(/^sent uncompressed \(text\/html/)
})
