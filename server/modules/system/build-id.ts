/**
 * The id of the build being served, from `<staticDir>/builds/latest.json` (written by the Vite
 * build, `{ id, timestamp }`: contract/build-manifest.ts). Re-read only when the file's mtime changes, so `hub_getConfig` costs one `stat` and a
 * rebuild under a running server is noticed without a restart.
 */
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { LATEST_BUILD_PATH, parseBuildMeta } from '../../../contract/index'

/** Reported when no built app is served (tests, `npm run dev`). */
export const DEV_BUILD_ID = 'dev'

/** Returns a reader bound to one static folder (null: always `dev`). */
export function buildIdReader(staticDir: string | null): () => Promise<string> {
  let cached: { mtimeMs: number; buildId: string } | undefined
  return async () => {
    if (staticDir === null) return DEV_BUILD_ID
    const file = join(staticDir, LATEST_BUILD_PATH)
    try {
      const { mtimeMs } = await stat(file)
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, buildId: parseBuildId(await readFile(file, 'utf8')) }
      return cached.buildId
    } catch {
      return DEV_BUILD_ID
    }
  }
}

function parseBuildId(text: string): string {
  return parseBuildMeta(JSON.parse(text))?.id ?? DEV_BUILD_ID
}
