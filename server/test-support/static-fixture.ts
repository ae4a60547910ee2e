/**
 * A stand-in for `dist/`: the few files whose caching and fallback rules the tests check.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The build id the fixture's `builds/latest.json` carries. */
export const FIXTURE_BUILD_ID = '20261122000000-abc123'

/** Marker text of the fixture's `index.html`, to recognise the SPA fallback. */
export const FIXTURE_INDEX_MARKER = 'hubdeck-test-shell'

/** Creates the folder; `remove()` deletes it. */
export async function createStaticFixture(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'hubdeck-static-'))
  await mkdir(join(dir, 'assets'))
  await mkdir(join(dir, 'builds'))
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><title>${FIXTURE_INDEX_MARKER}</title><script type="module" src="/assets/x-abc123.js"></script>`,
  )
  await writeFile(join(dir, 'assets', 'x-abc123.js'), 'console.log("app")')
  await writeFile(
    join(dir, 'builds', 'latest.json'),
    JSON.stringify({ buildId: FIXTURE_BUILD_ID, builtAt: '2026-11-22T00:00:00.000Z' }),
  )
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("install", () => {})')
  await writeFile(join(dir, 'route-preload.js'), ';(function () {})()')
  await writeFile(join(dir, 'route-preload-table.js'), ';(function () {})()')
  await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"Hubdeck"}')
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
