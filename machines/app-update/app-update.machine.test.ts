import { getShortestPaths, getSimplePaths } from '@xstate/graph'
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { appUpdateMachine, type AppUpdateEvent, type DeploymentStatus } from './app-update.machine'

/** The machine with recording fakes for every effect. */
function fakeMachine(status: DeploymentStatus | Error) {
  const calls: string[] = []
  const machine = appUpdateMachine.provide({
    actors: {
      fetchDeploymentStatus: fromPromise(async () => {
        if (status instanceof Error) throw status
        return status
      }),
    },
    actions: {
      requestWorkerUpdate: () => void calls.push('requestWorkerUpdate'),
      showPrompt: () => void calls.push('showPrompt'),
      activateUpdate: () => void calls.push('activateUpdate'),
    },
  })
  return { machine, calls }
}

const done = (newer: boolean) =>
  ({ type: 'xstate.done.actor.0.appUpdate.checking', output: { newer } }) as unknown as AppUpdateEvent
const userEvents: AppUpdateEvent[] = [
  { type: 'deployment.check' },
  { type: 'worker.waiting' },
  { type: 'update.accepted' },
]

describe('the app-update machine, model-based', () => {
  for (const hasWorker of [true, false]) {
    it(`reaches every state, with${hasWorker ? '' : 'out'} a service worker`, () => {
      const paths = getShortestPaths(appUpdateMachine, {
        input: { hasWorker },
        events: [...userEvents, done(true), done(false)],
      })
      const reached = new Set(paths.map((path) => String(path.state.value)))
      const expected = hasWorker
        ? ['idle', 'checking', 'awaitingWorker', 'updateReady', 'applying']
        : ['idle', 'checking', 'updateReady', 'applying']
      expect([...reached].sort()).toEqual([...expected].sort())
    })
  }

  it('never applies an update the user did not accept, on any path', () => {
    const paths = getSimplePaths(appUpdateMachine, {
      input: { hasWorker: true },
      events: [...userEvents, done(true), done(false)],
    })
    expect(paths.length).toBeGreaterThan(4)
    for (const path of paths) {
      if (path.state.value !== 'applying') continue
      const types = path.steps.map((step) => step.event.type)
      expect(types.at(-1)).toBe('update.accepted')
      expect(path.steps.at(-2)?.state.hasTag('prompt')).toBe(true)
    }
  })
})

describe('the app-update machine, with effects', () => {
  it('a newer deployment asks the worker to update, then prompts when it waits', async () => {
    const { machine, calls } = fakeMachine({ newer: true })
    const actor = createActor(machine, { input: { hasWorker: true } }).start()
    actor.send({ type: 'deployment.check' })
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingWorker'))
    expect(calls).toEqual(['requestWorkerUpdate'])
    actor.send({ type: 'worker.waiting' })
    expect(actor.getSnapshot().hasTag('prompt')).toBe(true)
    expect(calls).toEqual(['requestWorkerUpdate', 'showPrompt'])
    actor.send({ type: 'update.accepted' })
    expect(calls.at(-1)).toBe('activateUpdate')
  })

  it('without a worker, a newer deployment prompts directly', async () => {
    const { machine, calls } = fakeMachine({ newer: true })
    const actor = createActor(machine, { input: { hasWorker: false } }).start()
    actor.send({ type: 'deployment.check' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('prompt'))
    expect(calls).toEqual(['showPrompt'])
  })

  it('the same deployment changes nothing', async () => {
    const { machine, calls } = fakeMachine({ newer: false })
    const actor = createActor(machine, { input: { hasWorker: true } }).start()
    actor.send({ type: 'deployment.check' })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(calls).toEqual([])
  })

  it('a failed check (offline) goes back to idle and shows nothing', async () => {
    const { machine, calls } = fakeMachine(new Error('offline'))
    const actor = createActor(machine, { input: { hasWorker: true } }).start()
    actor.send({ type: 'deployment.check' })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(calls).toEqual([])
  })

  it('the prompt ignores further checks and waits for the user', () => {
    const { machine, calls } = fakeMachine({ newer: true })
    const actor = createActor(machine, { input: { hasWorker: true } }).start()
    actor.send({ type: 'worker.waiting' })
    actor.send({ type: 'deployment.check' })
    actor.send({ type: 'worker.waiting' })
    expect(actor.getSnapshot().value).toBe('updateReady')
    expect(calls).toEqual(['showPrompt'])
  })
})
