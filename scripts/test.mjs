#!/usr/bin/env node
// `npm test`: everything a change must pass, in order, stopping at the first failure:
// lint, format, type check and translations (side by side), the two builds, unit tests, the server and budget tests on
// PGlite, the server tests again on PostgreSQL, then the end-to-end suite.
import { spawn, spawnSync } from 'node:child_process'
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
  // Four static checks side by side: each is mostly one busy thread, and the machine has two.
  {
    together: [
      ['lint', ['npx', 'eslint', '.', '--max-warnings=0']],
      ['format', ['npx', 'prettier', '--check', '.']],
      ['types', ['npx', 'tsc', '-b']],
      ['translations', ['node', 'scripts/check-translations.mjs']],
    ],
  },
  ['build', ['node', vite, 'build', '--logLevel', 'warn']],
  [
    'second build (update test)',
    ['node', vite, 'build', '--logLevel', 'warn', '--outDir', DIST_NEXT, '--emptyOutDir'],
    { HUBDECK_BUILD_ID: NEXT_BUILD_ID },
  ],
  ['unit tests', ['npx', 'vitest', 'run', '--project', 'app', '--project', 'app-mocks']],
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

/**
 * Seconds each phase took, printed as a table at the end (CI reads where its time goes). Phases
 * run side by side show their own times, and the total counts their group's wall time once.
 */
const phaseTimes = []
// .ci/run times `npm install` and hands the figure over, so the table covers the whole CI run.
const installSeconds = Number(process.env.HUBDECK_CI_INSTALL_SECONDS)
if (Number.isFinite(installSeconds) && installSeconds > 0) phaseTimes.push({ name: 'install', seconds: installSeconds })

function printPhaseTimes() {
  const total = phaseTimes.reduce((sum, { seconds, alongside }) => sum + (alongside ? 0 : seconds), 0)
  console.log('\nPhase times:')
  for (const { name, seconds, alongside } of [...phaseTimes, { name: 'total', seconds: total }])
    console.log(`  ${(alongside ? `  ${name} (side by side)` : name).padEnd(32)} ${formatSeconds(seconds).padStart(9)}`)
}

function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`
  // Whole seconds first, so 719.6 s reads 12m 00s and not 11m 60s.
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`
}

function environment(env) {
  return { ...process.env, CHROME_PATH: chromium, ...env }
}

function fail(name, code) {
  printPhaseTimes()
  console.error(`\n✖ ${name} failed (exit ${code})`)
  process.exit(typeof code === 'number' && code > 0 ? code : 1)
}

/** Runs one phase with its output on the terminal. */
function runAlone([name, [command, ...args], env = {}]) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: environment(env) })
  phaseTimes.push({ name, seconds: (Date.now() - started) / 1000 })
  if (result.status !== 0) fail(name, result.status ?? result.signal)
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

/** Runs phases side by side; each one's output is printed whole when it ends. */
async function runTogether(group) {
  const started = Date.now()
  console.log(`\n▶ ${group.map(([name]) => name).join(', ')}, side by side`)
  const results = await Promise.all(
    group.map(
      ([name, [command, ...args], env = {}]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: environment(env), stdio: ['ignore', 'pipe', 'pipe'] })
          const output = []
          child.stdout.on('data', (chunk) => output.push(chunk))
          child.stderr.on('data', (chunk) => output.push(chunk))
          child.on('close', (code, signal) => {
            const seconds = (Date.now() - started) / 1000
            const text = Buffer.concat(output).toString().trim()
            console.log(`${code === 0 ? '✔' : '✖'} ${name} (${seconds.toFixed(1)} s)${text ? `\n${text}` : ''}`)
            resolve({ name, code: code ?? signal, seconds })
          })
        }),
    ),
  )
  for (const { name, seconds } of results) phaseTimes.push({ name, seconds, alongside: true })
  phaseTimes.push({ name: results.map(({ name }) => name).join(' + '), seconds: (Date.now() - started) / 1000 })
  const failed = results.find(({ code }) => code !== 0)
  if (failed) fail(failed.name, failed.code)
}

for (const step of steps) {
  if ('together' in step) await runTogether(step.together)
  else runAlone(step)
}
printPhaseTimes()
console.log('\nAll checks passed.')
