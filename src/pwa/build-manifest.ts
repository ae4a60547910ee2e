/**
 * The build manifest check (SPEC §2 "a periodic check of the build manifest", §7
 * `builds/meta/{buildId}.json`), as the seed's framework (Nuxt 3) does it: read
 * `/builds/latest.json` (never from a cache); when the id there is not ours, read that build's
 * manifest, `/builds/meta/{id}.json`. Only a manifest that is there and names the same build
 * counts as a newer deployment, so a deployment still being copied (latest.json ahead of its
 * files) or a broken file never offers an update that would not load.
 */
import {
  buildManifestPath,
  LATEST_BUILD_PATH,
  parseBuildManifest,
  parseBuildMeta,
  type BuildManifest,
} from '../../contract/build-manifest'

/** How often an open tab asks; also on focus and when the tab becomes visible. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000

export const CURRENT_BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev'

/**
 * @returns the manifest of the deployed build when it is not `current`; null when it is ours or
 * cannot be read (offline, dev server, an older server's format).
 */
export async function fetchNewerDeployment(current = CURRENT_BUILD_ID): Promise<BuildManifest | null> {
  const latest = parseBuildMeta(await fetchJson(LATEST_BUILD_PATH, 'no-store'))
  if (!latest || latest.id === current) return null
  // A build's manifest never changes under its name: the HTTP cache may answer.
  const manifest = parseBuildManifest(await fetchJson(buildManifestPath(latest.id), 'default'))
  return manifest?.id === latest.id ? manifest : null
}

async function fetchJson(url: string, cache: RequestCache): Promise<unknown> {
  try {
    const response = await fetch(url, { cache })
    return response.ok ? await response.json() : null
  } catch {
    return null
  }
}
