/**
 * A stand-in for `dist/`: the few files whose caching and fallback rules the tests check.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import {
  buildManifestOf,
  buildManifestPath,
  LATEST_BUILD_PATH,
  LOCALES,
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  prerenderedFile,
} from '../../contract/index'

/** The build id the fixture's `builds/latest.json` carries, and its manifest's name. */
export const FIXTURE_BUILD_ID = '20261122000000-abc123'
/** The fixture build's `{ id, timestamp }`. */
export const FIXTURE_BUILD = { id: FIXTURE_BUILD_ID, timestamp: Date.parse('2026-11-22T00:00:00.000Z') }
/** An earlier build whose manifest is still served beside the current one. */
export const FIXTURE_EARLIER_BUILD = { id: '20261121000000-def456', timestamp: Date.parse('2026-11-21T00:00:00.000Z') }

/** Marker text of the fixture's `index.html`, to recognise the SPA fallback. */
export const FIXTURE_INDEX_MARKER = 'hubdeck-test-shell'
/** The one script of the fixture's build, at `/assets/x-abc123.js`. */
export const FIXTURE_SCRIPT = 'console.log("app")'

/** Marker text of the fixture's prerendered `page` in `locale` (`prerendered/{page}.{locale}.html`). */
export const fixturePrerenderedMarker = (page: string, locale: string) => `hubdeck-test-${page}-${locale}`

/** Creates the folder, with the prerendered pages if asked; `remove()` deletes it. */
export async function createStaticFixture({ prerendered = false } = {}): Promise<{
  dir: string
  remove(): Promise<void>
}> {
  const dir = await mkdtemp(join(tmpdir(), 'hubdeck-static-'))
  await mkdir(join(dir, 'assets'))
  await mkdir(join(dir, 'builds', 'meta'), { recursive: true })
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><title>${FIXTURE_INDEX_MARKER}</title><script type="module" src="/assets/x-abc123.js"></script>`,
  )
  await writeFile(join(dir, 'assets', 'x-abc123.js'), FIXTURE_SCRIPT)
  // As `npm run build` leaves it: the Brotli copy beside the script.
  await writeFile(join(dir, 'assets', 'x-abc123.js.br'), brotliCompressSync(FIXTURE_SCRIPT))
  await writeFile(join(dir, LATEST_BUILD_PATH), JSON.stringify(FIXTURE_BUILD))
  for (const build of [FIXTURE_EARLIER_BUILD, FIXTURE_BUILD]) {
    await writeFile(join(dir, buildManifestPath(build.id)), JSON.stringify(buildManifestOf(build)))
  }
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("install", () => {})')
  await writeFile(join(dir, 'route-preload.js'), ';(function () {})()')
  await writeFile(join(dir, 'route-preload-table.js'), ';(function () {})()')
  await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"Hubdeck"}')
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  if (prerendered) {
    await mkdir(join(dir, PRERENDERED_DIR))
    for (const page of PRERENDERED_PAGES)
      for (const locale of LOCALES)
        await writeFile(
          join(dir, prerenderedFile(page, locale)),
          `<!doctype html><title>${fixturePrerenderedMarker(page.name, locale)}</title>`,
        )
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
