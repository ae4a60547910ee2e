/**
 * The two builds every row compares: the app and the bare React page, built by the same Vite in
 * the same run into `.tmp/bench/` (never `dist`, which a concurrent `npm test` may be serving).
 * Each is built at most once per run, whichever row asks first.
 */
import { join } from 'node:path'
import { BENCH_TMP, ROOT, VITE_BIN } from './paths'
import { runNode } from './processes'

export const APP_DIST = join(BENCH_TMP, 'app')
export const BARE_DIST = join(BENCH_TMP, 'bare-react')

let app: Promise<string> | undefined
let bare: Promise<string> | undefined

/** Builds the app with the project's vite.config.ts; resolves with the build folder. */
export function buildApp(): Promise<string> {
  app ??= vite(['--outDir', APP_DIST]).then(() => APP_DIST)
  return app
}

/** Builds `tests/bench/bare-react/` with its own config (only @vitejs/plugin-react). */
export function buildBareReact(): Promise<string> {
  bare ??= vite(['--config', join(ROOT, 'tests/bench/bare-react/vite.config.ts'), '--outDir', BARE_DIST]).then(
    () => BARE_DIST,
  )
  return bare
}

function vite(args: string[]): Promise<string> {
  return runNode([VITE_BIN, 'build', '--logLevel', 'warn', '--emptyOutDir', ...args])
}
