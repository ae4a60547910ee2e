/**
 * How long browsers and CDNs may keep each built file. Hashed assets and each build's manifest
 * (`builds/meta/{id}.json`) never change under their name, so they are kept for a year; the files
 * that name the current build (the page, `builds/latest.json`, the service worker, the web
 * manifest, the route preload and its table of the build's chunks) must be revalidated on every
 * load, or users would be stuck on an old deployment.
 */

import { HASHED_ASSETS_FOLDER } from '../../contract/index'

/** Cache-Control for files whose name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable' // 1 year

/** Cache-Control for files that must be checked with the server on every use. */
export const NO_CACHE = 'no-cache'

/** Cache-Control for other public files (icons, robots.txt): short, they may change on deploy. */
export const SHORT_CACHE = 'public, max-age=600' // 10 minutes

/** The Cache-Control of a file, by its path relative to the static folder (`/` separators). */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath.replace(/^\/+/, '')
  if (path.startsWith(`${HASHED_ASSETS_FOLDER}/`) || path.startsWith('builds/meta/')) return IMMUTABLE
  if (REVALIDATED.has(path) || path.startsWith('builds/') || path.endsWith('.html')) return NO_CACHE
  return SHORT_CACHE
}

const REVALIDATED = new Set([
  'sw.js',
  'registerSW.js',
  'route-preload.js',
  'route-preload-table.js',
  'manifest.webmanifest',
])
