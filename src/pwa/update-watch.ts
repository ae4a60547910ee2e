/**
 * Registers the service worker and tells the user when a new version is ready (the update
 * prompt). The new worker takes over only when the user presses Reload, never by itself.
 * The build manifest is checked periodically, on focus and when the tab becomes visible, so a
 * new deployment is noticed before the browser's own worker check (up to 24 h) would.
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Workbox } from 'workbox-window'
import { toast } from '../components/ui/toast-store'
import { BUILD_CHECK_INTERVAL_MS, fetchDeployedBuildId, isNewerDeployment } from './build-manifest'

const UPDATE_TOAST_ID = 'app-update'

function showUpdatePrompt(onReload: () => void): void {
  toast.info(i18n._(msg`A new version is available`), {
    id: UPDATE_TOAST_ID,
    duration: 0,
    action: { label: i18n._(msg`Reload`), onClick: onReload },
  })
}

export function startUpdateWatch(): void {
  const workbox = import.meta.env.PROD && 'serviceWorker' in navigator ? new Workbox('/sw.js') : null

  if (workbox) {
    workbox.addEventListener('waiting', () => {
      showUpdatePrompt(() => {
        // Reload once the new worker controls the page, so the page and the worker match.
        workbox.addEventListener('controlling', () => location.reload())
        workbox.messageSkipWaiting()
      })
    })
    void workbox.register()
  }

  const check = async () => {
    if (!isNewerDeployment(await fetchDeployedBuildId())) return
    // With a worker, ask it to fetch the new version: its `waiting` event shows the prompt.
    if (workbox) await workbox.update()
    else showUpdatePrompt(() => location.reload())
  }
  setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS)
  window.addEventListener('focus', () => void check())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check()
  })
}
