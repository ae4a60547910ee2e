/**
 * Makes sure both builds exist: `dist` (what the server serves) and a second build with
 * another build id (the new deployment of the update test). `npm test` builds both first;
 * this covers running `npx playwright test` alone.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { DIST, DIST_NEXT, NEXT_BUILD_ID, ROOT } from './paths'

export default function globalSetup(): void {
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js')
  if (!existsSync(join(DIST, 'index.html'))) {
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' })
  }
  if (!existsSync(join(DIST_NEXT, 'index.html'))) {
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', DIST_NEXT, '--emptyOutDir'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, HUBDECK_BUILD_ID: NEXT_BUILD_ID },
    })
  }
}
