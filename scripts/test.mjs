#!/usr/bin/env node
// `npm test`: everything a change must pass, in order, stopping at the first failure:
// lint, type check, translations, the two builds, unit, server and budget tests, then the
// end-to-end suite.
import { spawnSync } from 'node:child_process'
import { findChromium } from '../tests/e2e/support/chromium.ts'
import { DIST_NEXT, NEXT_BUILD_ID } from '../tests/e2e/support/paths.ts'

const chromium = findChromium()
if (!chromium) {
  console.error(
    'npm test needs a Chromium for the end-to-end tests, and none was found.\n' +
      'Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chrome/Chromium binary.',
  )
  process.exit(1)
}

const vite = 'node_modules/vite/bin/vite.js'
const steps = [
  ['lint', ['npx', 'eslint', '.', '--max-warnings=0']],
  ['format', ['npx', 'prettier', '--check', '.']],
  ['types', ['npx', 'tsc', '-b']],
  ['translations', ['node', 'scripts/check-translations.mjs']],
  ['build', ['node', vite, 'build', '--logLevel', 'warn']],
  [
    'second build (update test)',
    ['node', vite, 'build', '--logLevel', 'warn', '--outDir', DIST_NEXT, '--emptyOutDir'],
    { HUBDECK_BUILD_ID: NEXT_BUILD_ID },
  ],
  // After the builds: the bundle budget reads dist.
  ['unit, server and budget tests', ['npx', 'vitest', 'run']],
  ['end-to-end tests', ['npx', 'playwright', 'test']],
]

for (const [name, [command, ...args], env = {}] of steps) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium, ...env } })
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status || 1)
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
console.log('\nAll checks passed.')
