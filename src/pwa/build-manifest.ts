/**
 * The build manifest check (SPEC §2 "a periodic check of the build manifest"): the server
 * serves `/builds/latest.json` uncached; a build id other than ours means a newer deployment.
 */
export const BUILD_MANIFEST_URL = '/builds/latest.json'
/** How often an open tab asks; also on focus and when the tab becomes visible. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000

export const CURRENT_BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev'

/** @returns the deployed build id, or null when it cannot be read (offline, dev server). */
export async function fetchDeployedBuildId(): Promise<string | null> {
  try {
    const response = await fetch(BUILD_MANIFEST_URL, { cache: 'no-store' })
    if (!response.ok) return null
    const body = (await response.json()) as { buildId?: unknown }
    return typeof body.buildId === 'string' ? body.buildId : null
  } catch {
    return null
  }
}

export function isNewerDeployment(deployed: string | null, current = CURRENT_BUILD_ID): boolean {
  return deployed !== null && deployed !== current
}
