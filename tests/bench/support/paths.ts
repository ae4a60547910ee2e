/** Where the bench finds the project and keeps its builds and temporary files. */
import { resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../../..')
/**
 * Scratch space (gitignored): the bench's own builds, so it never touches `dist` mid-test-run.
 * `HUBDECK_BENCH_TMP` gives a run a folder of its own, so two benches on one machine (each
 * building the app there) do not overwrite each other's builds.
 */
export const BENCH_TMP = resolve(ROOT, process.env.HUBDECK_BENCH_TMP?.trim() || '.tmp/bench')
export const VITE_BIN = resolve(ROOT, 'node_modules/vite/bin/vite.js')
export const AUTOCANNON_BIN = resolve(ROOT, 'node_modules/autocannon/autocannon.js')
export const RESULTS_FILE = resolve(ROOT, 'bench-results.json')
