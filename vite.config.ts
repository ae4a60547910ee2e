/// <reference types="vitest/config" />
/**
 * One config for the app build, the dev server and the unit tests.
 * Plugin order matters: the router plugin must run before React's.
 */
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'
import {
  buildManifestOf,
  buildManifestPath,
  HASHED_ASSETS_FOLDER,
  isBuildId,
  LATEST_BUILD_PATH,
} from './contract/build-manifest.ts'
import { prerenderPages } from './scripts/prerender-plugin.ts'
import { routePreload } from './scripts/route-preload-plugin.ts'
import { webAppManifest } from './src/pwa/web-app-manifest.ts'

// Vitest 5's reporter calls Map.groupBy (Node 21+) when it prints failures; on our Node 20 it
// would crash instead of showing which test failed. Remove once we run on Node 22.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, V>(items: Iterable<V>, key: (item: V, index: number) => K) => {
      const groups = new Map<K, V[]>()
      let index = 0
      for (const item of items) {
        const k = key(item, index++)
        groups.set(k, [...(groups.get(k) ?? []), item])
      }
      return groups
    },
  })
}

/** Identifies this build; the app and `/builds/latest.json` carry it so a newer deployment is spotted. */
const buildId =
  process.env.HUBDECK_BUILD_ID ??
  `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`
// The id names the build's manifest file: refuse one that could not (or should not) be a file name.
if (!isBuildId(buildId)) throw new Error(`HUBDECK_BUILD_ID must be letters, digits, ".", "_" or "-": ${buildId}`)

/**
 * Writes the build manifest the app polls (SPEC §2 "periodic check of the build manifest", §7
 * `builds/meta/{buildId}.json`): `builds/latest.json` names this build, `builds/meta/{id}.json`
 * is its manifest (contract/build-manifest.ts).
 */
function buildManifest(): Plugin {
  return {
    name: 'hubdeck:build-manifest',
    apply: 'build',
    generateBundle() {
      const meta = { id: buildId, timestamp: Date.now() }
      this.emitFile({
        type: 'asset',
        fileName: buildManifestPath(buildId).slice(1),
        source: JSON.stringify(buildManifestOf(meta)),
      })
      this.emitFile({ type: 'asset', fileName: LATEST_BUILD_PATH.slice(1), source: JSON.stringify(meta) })
    },
    // public/README.md documents the folder for us; it is not for the world.
    writeBundle(options) {
      rmSync(join(options.dir ?? 'dist', 'README.md'), { force: true })
    },
  }
}

/** Modules of the `shell` chunk (see `build.rolldownOptions.output.codeSplitting`). */
const SHELL_MODULES = [
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@lingui[\\/](core|react))[\\/]/,
  /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]/,
  // Vite's helper for dynamic imports: every page's route chunks are loaded through it.
  /^\0vite[\\/]preload-helper/,
  /src[\\/]components[\\/]layouts[\\/](theme-toggle|language-switcher|hubdeck-logo)\.tsx$/,
  /src[\\/]components[\\/]ui[\\/](language-options|skeleton|dropdown)\.tsx$/,
  /src[\\/]components[\\/]ui[\\/]button-styles\.ts$/,
  // The help menu's button: both layouts draw it on every page (its panel's code loads on intent).
  /src[\\/]features[\\/]support[\\/]components[\\/]help-menu\.tsx$/,
  /src[\\/]lib[\\/]theme\.ts$/,
]

const serverUrl = `http://localhost:${process.env.PORT ?? 8080}`

/**
 * The app's unit test files that replace a module (`vi.mock`). The app's files share their
 * worker's modules (`isolate: false`, a third of the phase's time), and a component a file
 * imported first stayed bound to that file's mock: the next file's mock of the same module never
 * reached it (the statements, low-balance form and statistics tests failed about one full run in
 * six, depending on which files shared a worker). These run isolated, each with its own modules.
 */
function appTestsWithMocks(): string[] {
  return ['src', 'machines', 'contract'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => join(folder, name).replaceAll('\\', '/'))
      .filter((file) => readFileSync(file, 'utf8').includes('vi.mock(')),
  )
}
const APP_TESTS = ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'contract/**/*.test.ts']
const APP_TESTS_WITH_MOCKS = appTestsWithMocks()

export default defineConfig({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    tailwindcss(),
    buildManifest(),
    routePreload(),
    prerenderPages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        // Every route chunk, the styles, the locale chunks and the icons: every screen opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // The manifest's screenshots are for the install prompt only, which fetches them online;
        // the prerendered pages are for a first visit (the installed app opens index.html).
        globIgnores: ['builds/**', 'og-image.png', 'screenshots/**', 'prerendered/**'],
        // Hashed files are precached under their own URL, so the browser finds them without the
        // worker's fetch handler (the static route in src/pwa/sw.ts).
        dontCacheBustURLsMatching: new RegExp(`^${HASHED_ASSETS_FOLDER}/`),
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies of every text asset, so the server sends the bytes we budget
    // without compressing on each request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
      threshold: 0,
      // Always write both copies, even when one is not smaller: a deployment copied over an
      // older one must replace every .br/.gz, or the server would serve a stale copy (it did:
      // builds/latest.json.br of the old build hid the new build id).
      skipIfLargerOrEqual: false,
    }),
  ],
  // The manifest maps routes to chunks: the bundle budget and the bench read it.
  build: {
    target: 'es2022',
    assetsDir: HASHED_ASSETS_FOLDER,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // The contract builds its valibot schemas at module level; these calls are pure, so the
      // app keeps only the schemas and constants it uses instead of the whole API.
      treeshake: { manualPureFunctions: ['v', 'defineMethod'] },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page paints with, in one file instead of a dozen: React, the router,
              // Lingui, and the header controls both layouts show. Left to itself Rolldown cuts
              // these into many small shared chunks (each lazily loaded route imports its own
              // subset), and each extra file costs its own gzip header, lost compression context
              // and import glue: about 9 KB gz on the first paint of /rpc/endpoint and /login.
              // Only modules that every first paint loads anyway belong here: a module used by
              // one page only would weigh on all of them (tests/gates/bundle-budget.test.ts).
              name: 'shell',
              test: (id) => SHELL_MODULES.some((pattern) => pattern.test(id)),
            },
            {
              // Every feature's projections and commands, which the session runtime registers
              // (src/app/registry.ts) and a signed-in page waits for. Left to itself Rolldown
              // makes each its own ~1 KB chunk, since route chunks share them too: 30 requests,
              // 30 modulepreload links and module records on every signed-in first paint. Only
              // these modules: what they import stays where it was, so no other page gets heavier.
              name: 'store-views',
              test: (id) => /src[\\/]features[\\/].+\.(projection|commands)\.ts$/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': serverUrl,
      '/ws': { target: serverUrl.replace('http', 'ws'), ws: true },
      // The reference gateway's endpoint URLs (`/v1/rpc/{key}`, `/v1/ws/{key}`) follow the page's origin.
      '/v1': { target: serverUrl, ws: true },
      '/upload': serverUrl,
      '/requests': serverUrl,
      '/sandbox': serverUrl,
    },
  },
  test: {
    // Vitest leaves one core to its main process, which only waits: on a 2-core machine that
    // halved the suites' speed (server on PGlite 4m56s with one worker, 3m34s with two).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          isolate: false,
          // Plain Node; a file that needs a DOM says so (`// @vitest-environment happy-dom`).
          environment: 'node',
          include: APP_TESTS,
          exclude: APP_TESTS_WITH_MOCKS,
          setupFiles: ['tests/setup/app.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app-mocks',
          environment: 'node',
          include: APP_TESTS_WITH_MOCKS,
          setupFiles: ['tests/setup/app.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          isolate: false,
          include: [
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/gates/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/server.ts'],
          globalSetup: ['tests/setup/server-global.ts'],
          // PGlite opens slowly; server suites share one worker pool but each gets its own database.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
