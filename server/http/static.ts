/**
 * Serves the built app from the same origin as the API, with the cache policy of
 * `cache-policy.ts`. Any page address the server does not know (`/rpc/endpoint`, `/invoice/X`,
 * a mistyped path) gets `index.html` with status 200: the client router decides what the page is,
 * including its own 404 page. Requests for missing files (a script, an image) still get 404, so a
 * stale asset URL never receives HTML in its place.
 */
import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LOCALES, PRERENDERED_PAGES, prerenderedFile, SESSION_COOKIE } from '../../contract/index'
import { cacheControlFor, NO_CACHE } from './cache-policy'
import { localeOf } from './request-locale'

/** Shown at `/` when there is no built app to serve. */
export const NOT_BUILT_MESSAGE =
  'Hubdeck: the app is not built yet. Run `npm start` (it builds the app first) or `npm run build`, then reload.\n'

/** Paths that belong to the server, never to the client router. */
const SERVER_PATHS = /^\/(?:api|ws|healthz|upload|requests|assets|sandbox|webhooks)(?:[/?]|$)/

/** Registers the file routes (when the folder exists) and the SPA fallback on the root instance. */
export async function staticRoutes(app: FastifyInstance, options: { staticDir: string | null }): Promise<void> {
  const root = options.staticDir
  const hasFolder = root !== null && existsSync(root)
  for (const page of PRERENDERED_PAGES) {
    if (!hasFolder || !LOCALES.every((locale) => existsSync(join(root, prerenderedFile(page, locale))))) continue
    // The page prerendered in the visitor's language (scripts/prerender-plugin.ts): a first visit
    // sees it before any JavaScript runs. Other pages, and a build without it, get index.html, as
    // does a signed-in page's request without a session (contract/prerendered-pages.ts).
    app.get(page.path, (request, reply) => {
      reply.header('vary', 'Accept-Language, Cookie, Accept-Encoding')
      if (page.signedIn && !holdsSession(request)) return sendIndex(reply)
      return reply
        .code(200)
        .header('cache-control', NO_CACHE)
        .sendFile(prerenderedFile(page, localeOf(request)), { cacheControl: false })
    })
  }
  if (hasFolder) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // `/` is the page; other folders have no index.html and answer 403, never a listing.
      index: ['index.html'],
      redirect: false,
      // `npm run build` writes .br and .gz beside each text asset: served as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(relative(root, file).split(sep).join('/')))
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    if (!isPageRequest(request)) {
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${request.url} not found` })
    }
    if (hasFolder && existsSync(`${root}/index.html`)) return sendIndex(reply)
    return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE)
  })
}

const SESSION_VALUE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;\\s]`)

/** Whether the request carries a (non-empty) session cookie; the token itself is not checked. */
function holdsSession(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie
  return SESSION_VALUE.test(Array.isArray(cookie) ? cookie.join('; ') : (cookie ?? ''))
}

function sendIndex(reply: FastifyReply): FastifyReply {
  return reply.code(200).header('cache-control', NO_CACHE).sendFile('index.html', { cacheControl: false })
}

/**
 * A browser navigation: GET or HEAD, outside the server's own paths, asking for HTML — or for
 * anything (`*\/*`, no Accept) at an address that does not look like a file.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = request.url.split('?')[0] ?? '/'
  if (SERVER_PATHS.test(path)) return false
  const accept = request.headers.accept ?? '*/*'
  if (accept.includes('text/html')) return true
  return accept.includes('*/*') && !/\.[a-z0-9]+$/i.test(path)
}
