/**
 * Keeps the built app in step with its sources for `npm start`: a newcomer runs one command and
 * gets the current app, and a restart after editing code serves the edit. The build's
 * `dist/builds/latest.json` is the last file a build writes, so its mtime dates the build; a
 * build whose latest.json names no manifest of its own (`builds/meta/{id}.json`, written since
 * issue 21) is rebuilt too, or open tabs would never see its deployment.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { buildManifestPath, LATEST_BUILD_PATH, parseBuildMeta } from '../contract/index'

/** What the app is built from, relative to the project root. */
export const APP_SOURCES = ['src', 'machines', 'contract', 'locales', 'public', 'index.html', 'vite.config.ts']

/** Why a build is needed, or null when `dist` is current. */
export async function staleBuildReason(root: string): Promise<string | null> {
  const latest = join(root, 'dist', LATEST_BUILD_PATH)
  if (!existsSync(latest)) return 'the app has not been built yet'
  const built = parseBuildMeta(await readJson(latest))
  if (!built || !existsSync(join(root, 'dist', buildManifestPath(built.id)))) {
    return 'the build predates its build manifest (builds/meta)'
  }
  const builtAt = (await stat(latest)).mtimeMs
  for (const source of APP_SOURCES) {
    const newest = await newestMtime(join(root, source))
    if (newest > builtAt) return `${source} changed since the last build`
  }
  return null
}

/** Runs `vite build` in `root` with the console attached; rejects when it fails. */
export function runViteBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit', env: process.env })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`))
    })
  })
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'))
  } catch {
    return null
  }
}

/** The newest mtime under a file or folder (0 when it does not exist). */
async function newestMtime(path: string): Promise<number> {
  let info
  try {
    info = await stat(path)
  } catch {
    return 0
  }
  if (!info.isDirectory()) return info.mtimeMs
  let newest = info.mtimeMs
  for (const entry of await readdir(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    newest = Math.max(newest, await newestMtime(join(path, entry)))
  }
  return newest
}
