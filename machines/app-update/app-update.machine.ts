/**
 * The app-update flow: notice a newer deployment, let the service worker fetch it, then offer
 * it to the user; the new version takes over only when the user accepts (never by itself in
 * the middle of work).
 *
 * Effects are named here and provided by src/app/actors.ts:
 * - `fetchDeploymentStatus` reads the build manifest and says whether it is newer than ours;
 * - `requestWorkerUpdate` asks the service worker to fetch the new version (its `waiting`
 *   event then arrives as `worker.waiting`);
 * - `showPrompt` shows "A new version is available" with a Reload button;
 * - `activateUpdate` lets the waiting worker take over and reloads (or just reloads without one).
 */
import { fromPromise, setup } from 'xstate'

export interface AppUpdateInput {
  /** Whether a service worker manages updates (false in development or old browsers). */
  hasWorker: boolean
}

export type AppUpdateEvent =
  /** Periodic, on focus, or when the tab becomes visible. */
  | { type: 'deployment.check' }
  /** The service worker has installed a new version that waits to take over. */
  | { type: 'worker.waiting' }
  /** The user pressed Reload. */
  | { type: 'update.accepted' }

export interface DeploymentStatus {
  newer: boolean
}

export const appUpdateMachine = setup({
  types: {
    context: {} as AppUpdateInput,
    input: {} as AppUpdateInput,
    events: {} as AppUpdateEvent,
  },
  actors: {
    fetchDeploymentStatus: fromPromise<DeploymentStatus>(async () => ({ newer: false })),
  },
  actions: {
    requestWorkerUpdate: () => {},
    showPrompt: () => {},
    activateUpdate: () => {},
  },
  guards: {
    isNewer: (_, status: DeploymentStatus) => status.newer,
    /** Newer, and a service worker can fetch it before we prompt. */
    isNewerForWorker: ({ context }, status: DeploymentStatus) => context.hasWorker && status.newer,
  },
}).createMachine({
  id: 'appUpdate',
  context: ({ input }) => ({ hasWorker: input.hasWorker }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'deployment.check': 'checking',
        'worker.waiting': 'updateReady',
      },
    },
    checking: {
      invoke: {
        src: 'fetchDeploymentStatus',
        onDone: [
          {
            guard: { type: 'isNewerForWorker', params: ({ event }) => event.output },
            target: 'awaitingWorker',
            actions: 'requestWorkerUpdate',
          },
          { guard: { type: 'isNewer', params: ({ event }) => event.output }, target: 'updateReady' },
          { target: 'idle' },
        ],
        // Offline or a server hiccup: try again at the next check.
        onError: 'idle',
      },
      on: { 'worker.waiting': 'updateReady' },
    },
    awaitingWorker: {
      on: {
        'worker.waiting': 'updateReady',
        // The worker's fetch may fail (offline): a later check asks again.
        'deployment.check': 'checking',
      },
    },
    updateReady: {
      tags: ['prompt'],
      entry: 'showPrompt',
      on: { 'update.accepted': 'applying' },
    },
    applying: {
      tags: ['reloading'],
      entry: 'activateUpdate',
    },
  },
})
