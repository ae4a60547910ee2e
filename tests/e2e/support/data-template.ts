/**
 * One prepared data folder for every server the end-to-end suite starts. A new PGlite folder
 * costs its initdb (seconds of WebAssembly, ~14 s on a loaded CI machine) plus the migrations and
 * the demo seed; the suite starts six servers on fresh folders (the shared one and those of the
 * restart, update, OAuth and deposit specs). The template is made once per run, before the shared
 * server starts (playwright.config.ts), by the startup of `npm start` itself
 * (`prepareStartupData`), and each server starts from a copy, as a restart does.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from './paths'

/** Where the run's template is: set by the process that made it, inherited by workers and servers. */
export const TEMPLATE_ENV = 'HUBDECK_E2E_DATA_TEMPLATE'

/** Makes the template (once per run: a process that has one keeps it) and answers its folder. */
export function ensureDataTemplate(): string {
  const made = process.env[TEMPLATE_ENV]
  if (made && existsSync(made)) return made
  const folder = join(mkdtempSync(join(tmpdir(), 'hubdeck-e2e-template-')), 'db')
  execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/make-data-template.ts', folder], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  process.env[TEMPLATE_ENV] = folder
  return folder
}

/** Puts a copy of the run's template at `dbFolder` (a server's `HUBDECK_DATA`) unless one is there. */
export function copyDataTemplate(dbFolder: string): void {
  const template = process.env[TEMPLATE_ENV]
  if (!template || existsSync(dbFolder)) return
  cpSync(template, dbFolder, { recursive: true })
}
