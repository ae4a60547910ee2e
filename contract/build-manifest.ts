/**
 * The build manifest (SPEC §7 "build manifest at builds/meta/{buildId}.json"), laid out as the
 * seed's framework (Nuxt 3) serves it, under our own path prefix (`/builds/…`, not `/_nuxt/builds/…`):
 * - `/builds/latest.json` names the deployed build, `{ id, timestamp }`; it changes with every
 *   deployment, so it is always revalidated;
 * - `/builds/meta/{id}.json` is that build's manifest, `{ id, timestamp, matcher, prerendered }`;
 *   its name changes with the build, so it never changes under its name.
 * The Vite build writes both, the server reads the id from the first, and an open tab reads the
 * first, then the second when the id is not its own (src/pwa/build-manifest.ts).
 */

export const BUILDS_PATH = '/builds'

/**
 * The build's folder of content-hashed files (Vite's `build.assetsDir`): they never change under
 * their name, so the server lets browsers keep them a year, and the service worker precaches them
 * under their own URL and answers them without a fetch event.
 */
export const HASHED_ASSETS_FOLDER = 'assets'
export const LATEST_BUILD_PATH = `${BUILDS_PATH}/latest.json`

/** A build id names a file, so it keeps to letters, digits, `.`, `_` and `-` (and never starts with `.`). */
const BUILD_ID_PATTERN = /^[\w-][\w.-]{0,99}$/

/** `builds/latest.json`: which build is deployed, and when it was built (epoch ms). */
export interface BuildMeta {
  id: string
  timestamp: number
}

/**
 * `builds/meta/{id}.json`. Nuxt puts the client's route rules (a radix3 matcher export) and its
 * prerendered pages here; this app has no client route rules and prerenders nothing (it is a
 * single-page app whose caching the server decides), so both are truthfully empty.
 */
export interface BuildManifest extends BuildMeta {
  matcher: { static: Record<string, unknown>; wildcard: Record<string, unknown>; dynamic: Record<string, unknown> }
  prerendered: string[]
}

export function isBuildId(value: unknown): value is string {
  return typeof value === 'string' && BUILD_ID_PATTERN.test(value)
}

/** Where a build's manifest lies, relative to the site root. */
export function buildManifestPath(id: string): string {
  return `${BUILDS_PATH}/meta/${id}.json`
}

/** The manifest a build writes for itself. */
export function buildManifestOf(meta: BuildMeta): BuildManifest {
  return { ...meta, matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] }
}

/** `latest.json` read back, or null when it is not one (an older build's format, a broken file). */
export function parseBuildMeta(value: unknown): BuildMeta | null {
  if (typeof value !== 'object' || value === null) return null
  const { id, timestamp } = value as Partial<Record<keyof BuildMeta, unknown>>
  return isBuildId(id) && typeof timestamp === 'number' && Number.isFinite(timestamp) ? { id, timestamp } : null
}

/** A build's manifest read back, or null when it is not one. */
export function parseBuildManifest(value: unknown): BuildManifest | null {
  const meta = parseBuildMeta(value)
  if (!meta) return null
  const { matcher, prerendered } = value as Partial<Record<keyof BuildManifest, unknown>>
  const validMatcher = typeof matcher === 'object' && matcher !== null
  const validPrerendered = Array.isArray(prerendered) && prerendered.every((path) => typeof path === 'string')
  return validMatcher && validPrerendered
    ? { ...meta, matcher: matcher as BuildManifest['matcher'], prerendered }
    : null
}
