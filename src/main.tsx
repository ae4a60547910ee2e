/**
 * Bootstrap: activate the language before the first render (no flash of the wrong language),
 * then mount the app. The service worker is registered after render so it never delays it.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadToaster } from './app/lazy-toaster'
import { installChunkLoadGuard, isChunkLoadError, isReloadingForChunkError } from './lib/chunk-load-guard'
import { activateLocale, initialLocale } from './i18n/i18n'
import { CURRENT_BUILD_ID } from './pwa/build-manifest'
import './styles.css'

// The build this tab runs, readable by support staff and by the update test.
document.documentElement.dataset.buildId = CURRENT_BUILD_ID
installChunkLoadGuard()
// A promise chain, not a top-level await: Rolldown turns off its chunk optimizations (merging
// common chunks into the entry) for the whole build when any module uses top-level await, and
// the first paint then pays for dozens of tiny chunks.
void activateLocale(initialLocale()).then(mountApp)

function mountApp(): void {
  const container = document.getElementById('app')
  if (!container) throw new Error('#app is missing from index.html')
  createRoot(container, {
    onUncaughtError: (error, info) => console.error('Uncaught app error', error, info.componentStack),
    // Errors the error page shows are logged, except a failed chunk while its guarded reload runs.
    onCaughtError: (error, info) => {
      if (isChunkLoadError(error) && isReloadingForChunkError()) return
      console.error('App error', error, info.componentStack)
    },
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  // The update watch and the session (XState, workbox-window, Dexie) are not needed for the
  // first paint: load them after. Screens show skeletons until the session runtime connects the
  // store.
  void import('./app/actors').then(({ startAppUpdate }) => startAppUpdate())
  void import('./app/session-runtime').then(({ startSessionRuntime }) => startSessionRuntime())
  preloadToaster()
}
