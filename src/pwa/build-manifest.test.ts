/**
 * The tab's build manifest check: latest.json first (never cached), then, only for a build that
 * is not ours, that build's own manifest, as Nuxt reads `builds/latest.json` and `builds/meta/{id}.json`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildManifestOf } from '../../contract/build-manifest'
import { fetchNewerDeployment } from './build-manifest'

const OURS = '20261127040000-aaaaaa'
const NEXT = '20261127050000-bbbbbb'
const nextManifest = buildManifestOf({ id: NEXT, timestamp: 1_795_000_000_000 })

/** Serves `files` by path (a string body is sent as is); anything else answers 404. Records each request. */
function serve(files: Record<string, unknown>) {
  const requests: { url: string; cache: RequestCache | undefined }[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url, cache: init?.cache })
    if (!(url in files)) return new Response('Not found', { status: 404 })
    const body = files[url]
    return new Response(typeof body === 'string' ? body : JSON.stringify(body))
  })
  return requests
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchNewerDeployment', () => {
  it('reads latest.json uncached and stops there when the build is ours', async () => {
    const requests = serve({ '/builds/latest.json': { id: OURS, timestamp: 1 } })
    expect(await fetchNewerDeployment(OURS)).toBeNull()
    expect(requests).toEqual([{ url: '/builds/latest.json', cache: 'no-store' }])
  })

  it('reads the manifest of another build at builds/meta/{id}.json and answers it', async () => {
    const requests = serve({
      '/builds/latest.json': { id: NEXT, timestamp: nextManifest.timestamp },
      [`/builds/meta/${NEXT}.json`]: nextManifest,
    })
    expect(await fetchNewerDeployment(OURS)).toEqual(nextManifest)
    expect(requests.map((request) => request.url)).toEqual(['/builds/latest.json', `/builds/meta/${NEXT}.json`])
  })

  it('offers nothing while the announced build has no manifest yet, or one naming another build', async () => {
    serve({ '/builds/latest.json': { id: NEXT, timestamp: 1 } })
    expect(await fetchNewerDeployment(OURS)).toBeNull()
    serve({
      '/builds/latest.json': { id: NEXT, timestamp: 1 },
      [`/builds/meta/${NEXT}.json`]: { ...nextManifest, id: 'someone-else' },
    })
    expect(await fetchNewerDeployment(OURS)).toBeNull()
  })

  it.each([
    ['an older build format', { buildId: NEXT, builtAt: '2026-11-27T05:00:00.000Z' }],
    ['a broken file', '{"id": '],
    ['an id that is no file name', { id: '../../api', timestamp: 1 }],
  ])('offers nothing for %s, and never reads a manifest', async (_label, latest) => {
    const requests = serve({ '/builds/latest.json': latest })
    expect(await fetchNewerDeployment(OURS)).toBeNull()
    expect(requests).toHaveLength(1)
  })

  it('offers nothing offline', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await fetchNewerDeployment(OURS)).toBeNull()
  })
})
