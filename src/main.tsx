/**
 * Bootstrap: activate the language before the first render (no flash of the wrong language),
 * then mount the app. Everything the first paint waits for starts at once and side by side: the
 * catalog, the page's route chunks and, for a signed-in visitor, the session runtime (which
 * opens the store the access guard and the page read). What no first paint needs — the service
 * worker and its precache, the update check, the toaster's code, a signed-out visitor's session
 * runtime — waits until the page has settled (app/after-settled.ts).
 */
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { afterSettled } from './app/after-settled'
import { App } from './app/app'
import { preloadToaster } from './app/lazy-toaster'
import { appContainer } from './app/prerendered-page'
import { preloadRouteCode } from './app/route-code'
import { router } from './app/router'
import { startSession } from './app/session-start'
import { installChunkLoadGuard, isChunkLoadError, isReloadingForChunkError } from './lib/chunk-load-guard'
import { installTrustedTypes } from './lib/trusted-types'
import { readSessionToken } from './lib/session-token'
import { activateLocale, initialLocale } from './i18n/i18n'
import { CURRENT_BUILD_ID } from './pwa/build-manifest'
import './styles.css'

// First: the one Trusted Types policy the CSP allows, made before any other code could take its name.
installTrustedTypes()
// The build this tab runs, readable by support staff and by the update test.
document.documentElement.dataset.buildId = CURRENT_BUILD_ID
installChunkLoadGuard()
const hasToken = readSessionToken() !== undefined
// A promise chain, not a top-level await: Rolldown turns off its chunk optimizations (merging
// common chunks into the entry) for the whole build when any module uses top-level await, and
// the first paint then pays for dozens of tiny chunks.
void activateLocale(initialLocale()).then(mountApp)
preloadRouteCode(location.pathname, hasToken)
startSession(hasToken)
afterSettled(async () => (await import('./app/actors')).startAppUpdate())
afterSettled(preloadToaster)
// A signed-in visitor's header has the notice bell; its panel's code comes before the first open.
if (hasToken)
  afterSettled(async () => (await import('./features/notices/components/notice-centre')).preloadNoticePanel())

function mountApp(): void {
  const container = document.getElementById('app')
  if (!container) throw new Error('#app is missing from index.html')
  // A prerendered page (contract/prerendered-pages.ts) stays on screen until the app has rendered its first page.
  const { target, handOver } = appContainer(container)
  const stopWaiting = router.subscribe('onRendered', () => {
    stopWaiting()
    handOver()
  })
  const root = createRoot(target, {
    onUncaughtError: (error, info) => {
      handOver()
      console.error('Uncaught app error', error, info.componentStack)
    },
    // Errors the error page shows are logged, except a failed chunk while its guarded reload runs.
    onCaughtError: (error, info) => {
      handOver()
      if (isChunkLoadError(error) && isReloadingForChunkError()) return
      console.error('App error', error, info.componentStack)
    },
  })
  // A transition, so React renders the first page in slices of a few milliseconds and yields
  // between them, instead of one task that blocks input for as long as the whole page takes.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
}
