/**
 * The session machine on the app's own failure guards, with the errors the RPC client really
 * throws: a rate limit during a restore (HTTP 429 or the Hub's 10429) carries on with the cached
 * profile, while a dead session or any other refusal still ends it (issue 21).
 */
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { sessionMachine } from '../../machines/session/session.machine'
import { RpcCallError, RpcTransportError } from '../lib/rpc-client'
import { loadFailureGuards } from './session-guards'

const refused = (code: number) => new RpcCallError('hub_getUserProfile', { code, message: 'No', messageZh: '不行' })

/** Restores a saved session whose profile load fails with `error`; `cached` says whether the device holds the profile. */
async function restoreFailingWith(error: Error, cached: boolean) {
  const calls: string[] = []
  const machine = sessionMachine.provide({
    guards: { ...loadFailureGuards, hasCachedProfile: () => cached },
    actors: {
      loadAccount: fromPromise<void>(async () => {
        calls.push('loadAccount')
        throw error
      }),
      eraseSession: fromPromise<void>(async () => void calls.push('eraseSession')),
    },
    actions: { goHome: () => void calls.push('goHome') },
  })
  const actor = createActor(machine, { input: { hasToken: true } }).start()
  const settled = await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn') || snapshot.hasTag('signedOut'))
  actor.stop()
  return { settled, calls }
}

describe('a failed restore, judged by the app guards', () => {
  it.each([
    ['a 10429 answer', refused(10429)],
    ['an HTTP 429', new RpcTransportError('hub_getUserProfile', 'http', { status: 429 })],
    ['no network', new RpcTransportError('hub_getUserProfile', 'network')],
  ])('%s keeps the session on the cached profile', async (_label, error) => {
    const { settled, calls } = await restoreFailingWith(error, true)
    expect(settled.hasTag('signedIn')).toBe(true)
    expect(settled.context.usingCache).toBe(true)
    expect(calls).toEqual(['loadAccount'])
  })

  it.each([
    ['a 10429 with nothing cached', refused(10429), false],
    ['a business refusal (10403)', refused(10403), true],
    ['an HTTP 500', new RpcTransportError('hub_getUserProfile', 'http', { status: 500 }), true],
  ])('%s ends the session', async (_label, error, cached) => {
    const { settled, calls } = await restoreFailingWith(error, cached)
    expect(settled.hasTag('signedOut')).toBe(true)
    expect(calls).toEqual(['loadAccount', 'eraseSession', 'goHome'])
  })
})
