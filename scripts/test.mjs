#!/usr/bin/env node
// `npm test`: everything a change must pass, in order, stopping at the first failure:
// lint, type check, translations, the two builds, unit tests, the server and budget tests on
// PGlite, the server tests again on PostgreSQL, then the end-to-end suite.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
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
  ['unit tests', ['npx', 'vitest', 'run', '--project', 'app']],
  // After the builds: the bundle budget (a server-project test) reads dist. PostgreSQL is left
  // out here (runIf suites skip) and has a phase of its own, so each engine's time shows.
  [
    'server on PGlite',
    ['npx', 'vitest', 'run', '--project', 'server'],
    { HUBDECK_TEST_DATABASE_URL: '', HUBDECK_TEST_ENGINES: 'pglite' },
  ],
  ...postgresPhase(),
  ['end-to-end tests', ['npx', 'playwright', 'test']],
]

/**
 * The server suites again on PostgreSQL, when `HUBDECK_TEST_DATABASE_URL` names one (CI sets
 * it): only the files that run on an engine chosen by `testEngines()` or need PostgreSQL itself.
 */
function postgresPhase() {
  if (!process.env.HUBDECK_TEST_DATABASE_URL) {
    console.log('HUBDECK_TEST_DATABASE_URL is not set: the server suites run on PGlite only.')
    return []
  }
  const files = testFiles(['server', 'tests/gates', 'tests/integration']).filter((file) =>
    /testEngines\(|HUBDECK_TEST_DATABASE_URL/.test(readFileSync(file, 'utf8')),
  )
  return [
    [
      'server on PostgreSQL',
      ['npx', 'vitest', 'run', '--project', 'server', ...files],
      { HUBDECK_TEST_ENGINES: 'postgres' },
    ],
  ]
}

function testFiles(folders) {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true })
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => join(folder, name)),
  )
}

/** Seconds each phase took, printed as a table at the end (CI reads where its time goes). */
const phaseTimes = []
// .ci/run times `npm install` and hands the figure over, so the table covers the whole CI run.
const installSeconds = Number(process.env.HUBDECK_CI_INSTALL_SECONDS)
if (Number.isFinite(installSeconds) && installSeconds > 0) phaseTimes.push(['install', installSeconds])

function printPhaseTimes() {
  const total = phaseTimes.reduce((sum, [, seconds]) => sum + seconds, 0)
  console.log('\nPhase times:')
  for (const [name, seconds] of [...phaseTimes, ['total', total]])
    console.log(`  ${name.padEnd(32)} ${formatSeconds(seconds).padStart(9)}`)
}

function formatSeconds(seconds) {
  const minutes = Math.floor(seconds / 60)
  return minutes > 0 ? `${minutes}m ${(seconds % 60).toFixed(0).padStart(2, '0')}s` : `${seconds.toFixed(1)} s`
}

for (const [name, [command, ...args], env = {}] of steps) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium, ...env } })
  phaseTimes.push([name, (Date.now() - started) / 1000])
  if (result.status !== 0) {
    printPhaseTimes()
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status || 1)
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
printPhaseTimes()
console.log('\nAll checks passed.')
