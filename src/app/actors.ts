/**
 * The composition root for machines: the one place where pure machines meet real effects
 * (DESIGN.md). Each `start…` function provides a machine's effects and starts its actor.
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { createActor, fromPromise } from 'xstate'
import { appUpdateMachine } from '../../machines/app-update/app-update.machine'
import { toast } from '../lib/toast-store'
import { BUILD_CHECK_INTERVAL_MS, fetchNewerDeployment } from '../pwa/build-manifest'
import { activateWaitingWorker, checkForWorkerUpdate, registerServiceWorker } from '../pwa/service-worker'

const UPDATE_TOAST_ID = 'app-update'

/**
 * The update prompt: the service worker is registered, the build manifest is checked
 * periodically, on focus and when the tab becomes visible, and a new version is offered with a
 * Reload button (SPEC §2; the "update prompt").
 */
export function startAppUpdate(): void {
  const workbox = registerServiceWorker()
  const actor = createActor(
    appUpdateMachine.provide({
      actors: {
        fetchDeploymentStatus: fromPromise(async () => ({ newer: (await fetchNewerDeployment()) !== null })),
      },
      actions: {
        requestWorkerUpdate: () => void checkForWorkerUpdate(),
        showPrompt: () =>
          toast.info(i18n._(msg`A new version is available`), {
            id: UPDATE_TOAST_ID,
            duration: 0,
            action: { label: i18n._(msg`Reload`), onClick: () => actor.send({ type: 'update.accepted' }) },
          }),
        activateUpdate: () => (workbox ? activateWaitingWorker(workbox) : location.reload()),
      },
    }),
    { input: { hasWorker: workbox !== null } },
  ).start()

  workbox?.addEventListener('waiting', () => actor.send({ type: 'worker.waiting' }))
  const check = () => actor.send({ type: 'deployment.check' })
  setInterval(check, BUILD_CHECK_INTERVAL_MS)
  window.addEventListener('focus', check)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}
