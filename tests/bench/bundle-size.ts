/**
 * How many gzip bytes of JavaScript a route needs on a cold load, read from Vite's build
 * manifest (`dist/.vite/manifest.json`, `build.manifest: true`). Shared by `npm run bench` and
 * the bundle budget of `npm test`: it depends on nothing but node:fs, node:path and node:zlib.
 *
 * A route's initial JS = every entry chunk (`isEntry`) + the chunks of the given source files
 * (the lazily loaded route chunks, e.g. `src/routes/_default/login.tsx?tsr-split=component`,
 * and any other dynamic entry the first render awaits, such as a locale catalog) + all their
 * static imports, recursively. Dynamic imports are not followed: they load later, if ever.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

/** One entry of Vite's `.vite/manifest.json` (the fields this module reads). */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

/** Vite's build manifest: chunk key → chunk. */
export type Manifest = Record<string, ManifestChunk>

/** A set of built JavaScript files and what they weigh gzipped, each file compressed on its own. */
export interface JsSize {
  /** Paths relative to the build folder, sorted. */
  files: string[]
  /** Sum of each file's gzip size (level 9), in bytes: what a browser downloads compressed. */
  gzipBytes: number
}

/** Reads `<distDir>/.vite/manifest.json`. */
export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/**
 * The JS files a cold load of a route needs and their gzip size.
 * `routeFiles` are source paths relative to the project (`src/routes/_default/login.tsx`,
 * `locales/en/messages.po`); every chunk built from such a file counts, whatever its
 * `?tsr-split=` variant. A file with no chunk throws: a renamed route must fail the budget,
 * not shrink it.
 */
export function routeInitialJs(manifest: Manifest, distDir: string, routeFiles: readonly string[]): JsSize {
  const files = routeChunkFiles(manifest, routeFiles)
  return { files, gzipBytes: gzipBytesOf(distDir, files) }
}

/** Every `.js`/`.mjs` file in the build (route chunks, locale chunks, the service worker). */
export function allJs(distDir: string): JsSize {
  const files = listFiles(distDir)
    .filter((file) => /\.m?js$/.test(file))
    .sort()
  return { files, gzipBytes: gzipBytesOf(distDir, files) }
}

/** The compiled first-paint catalog (`locales/{locale}/messages.po`) of each locale and its gzip size. */
export function firstPaintCatalogs(manifest: Manifest, distDir: string): Record<string, number> {
  const catalogs: Record<string, number> = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    const locale = /^locales\/(\w+)\/messages\.po$/.exec(key)?.[1]
    if (locale) catalogs[locale] = gzipBytesOf(distDir, [chunk.file])
  }
  return catalogs
}

/** The chunk graph walk of `routeInitialJs`, without touching the disk. */
export function routeChunkFiles(manifest: Manifest, routeFiles: readonly string[]): string[] {
  const roots = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (roots.length === 0) throw new Error('The build manifest has no entry chunk')
  for (const routeFile of routeFiles) {
    const keys = Object.keys(manifest).filter((key) => sourceFile(manifest[key]?.src) === routeFile)
    if (keys.length === 0) throw new Error(`No chunk in the build manifest comes from ${routeFile}`)
    roots.push(...keys)
  }
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The build manifest imports a missing chunk: ${key}`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  roots.forEach(visit)
  const files = [...seen].map((key) => (manifest[key] as ManifestChunk).file).filter((file) => /\.m?js$/.test(file))
  return [...new Set(files)].sort()
}

/** The source file of every route chunk in the build (`src/routes/rpc/statistic.tsx`…), sorted. */
export function routeSources(manifest: Manifest): string[] {
  const sources = Object.values(manifest)
    .map((chunk) => sourceFile(chunk.src))
    .filter((src): src is string => !!src && src.startsWith('src/routes/') && !src.includes('/-components/'))
  return [...new Set(sources)].sort()
}

/** The files among `files` (relative to `distDir`) whose text matches `marker`. */
export function filesContaining(distDir: string, files: readonly string[], marker: RegExp): string[] {
  return files.filter((file) => marker.test(readFileSync(join(distDir, file), 'utf8')))
}

/** Sum of the gzip sizes of `files` (relative to `distDir`). */
export function gzipBytesOf(distDir: string, files: readonly string[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0)
}

/** `src/routes/x.tsx?tsr-split=component` → `src/routes/x.tsx`. */
function sourceFile(src: string | undefined): string | undefined {
  return src?.split('?')[0]
}

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return listFiles(path, root)
    return [relative(root, path).split(sep).join('/')]
  })
}
