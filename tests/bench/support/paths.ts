/** Where the bench finds the project and keeps its builds and temporary files. */
import { resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../../..')
/** Scratch space (gitignored): the bench's own builds, so it never touches `dist` mid-test-run. */
export const BENCH_TMP = resolve(ROOT, '.tmp/bench')
export const VITE_BIN = resolve(ROOT, 'node_modules/vite/bin/vite.js')
export const AUTOCANNON_BIN = resolve(ROOT, 'node_modules/autocannon/autocannon.js')
export const RESULTS_FILE = resolve(ROOT, 'bench-results.json')
