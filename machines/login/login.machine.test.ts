import { getShortestPaths, getSimplePaths } from '@xstate/graph'
import { createActor, fromPromise, initialTransition, transition, waitFor, type SnapshotFrom } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { Session } from '../../contract'
import { loginMachine, type LoginCredentials, type LoginEvent } from './login.machine'

const session = { token: 'token-1', expiresAt: '2030-01-01T00:00:00.000Z', user: { id: 42 } } as Session
const refused = new Error('wrong password')

/** The machine with recording fakes; `answers` are the outcomes of successive logins. */
function fakeMachine(answers: (Session | Error)[]) {
  const calls: string[] = []
  const sent: LoginCredentials[] = []
  const stored: Session[] = []
  let answer: (outcome: Session | Error) => void = () => {}
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise<Session, LoginCredentials>(({ input }) => {
        calls.push('logIn')
        sent.push(input)
        const outcome = answers.shift()
        if (outcome instanceof Error) return Promise.reject(outcome)
        if (outcome) return Promise.resolve(outcome)
        // No scripted answer: the test answers by hand, while the login is on its way.
        return new Promise((resolve, reject) => {
          answer = (late) => (late instanceof Error ? reject(late) : resolve(late))
        })
      }),
    },
    actions: {
      storeSession: (_, received: Session) => {
        calls.push('storeSession')
        stored.push(received)
      },
    },
  })
  return { machine, calls, sent, stored, answer: (outcome: Session | Error) => answer(outcome) }
}

const submit: LoginEvent = { type: 'login.submit', email: 'ada@example.com', passwordHash: 'f00d' }
const loggedIn = { type: 'xstate.done.actor.logIn', output: session } as unknown as LoginEvent
const loginFailed = { type: 'xstate.error.actor.logIn', error: refused } as unknown as LoginEvent
const walletSubmit: LoginEvent = { type: 'wallet.submit' }
const oauthStart: LoginEvent = { type: 'oauth.start', provider: 'dev' }
const walletLoggedIn = { type: 'xstate.done.actor.logInWithWallet', output: session } as unknown as LoginEvent
const walletFailed = { type: 'xstate.error.actor.logInWithWallet', error: refused } as unknown as LoginEvent
const oauthFailed = { type: 'xstate.error.actor.startOauth', error: refused } as unknown as LoginEvent
const events = [submit, loggedIn, loginFailed, walletSubmit, oauthStart, walletLoggedIn, walletFailed, oauthFailed]

type Snapshot = SnapshotFrom<typeof loginMachine>
const nameOf = (snapshot: Snapshot) =>
  typeof snapshot.value === 'string' ? snapshot.value : Object.entries(snapshot.value).flat().join('.')

describe('the login machine, model-based', () => {
  it('reaches every state', () => {
    const paths = getShortestPaths(loginMachine, { events })
    const reached = new Set(paths.map((path) => nameOf(path.state)))
    expect([...reached].sort()).toEqual([
      'done',
      'idle.failed',
      'idle.ready',
      'redirecting',
      'signingWithWallet',
      'submitting',
    ])
  })

  it('stores a session only when the server answered one, on any path', () => {
    const paths = getSimplePaths(loginMachine, { events })
    expect(paths.length).toBeGreaterThan(3)
    for (const path of paths) {
      let [from] = initialTransition(loginMachine)
      for (const { event } of path.steps.slice(1)) {
        const [to, actions] = transition(loginMachine, from, event)
        const stores = actions.filter((action) => action.type === 'storeSession')
        const answered =
          (event.type === loggedIn.type && from.matches('submitting')) ||
          (event.type === walletLoggedIn.type && from.matches('signingWithWallet'))
        if (answered) {
          expect(stores.map((action) => action.params)).toEqual([session])
          expect(to.status).toBe('done')
          expect(to.output).toBe(42)
        } else {
          expect(stores).toEqual([])
        }
        if (to.hasTag('failed')) expect(to.context.lastError).toBe(refused)
        from = to
      }
    }
  })

  it('ignores every new attempt on every busy state', () => {
    const paths = getShortestPaths(loginMachine, { events })
    const busy = paths.filter((path) => path.state.hasTag('busy'))
    expect(busy.length).toBe(3)
    for (const { state } of busy) {
      for (const attempt of [submit, walletSubmit, oauthStart]) {
        const [next, actions] = transition(loginMachine, state, attempt)
        expect(next.value).toEqual(state.value)
        expect(actions).toEqual([])
      }
    }
  })
})

describe('the login machine, with effects', () => {
  it('a login sends the hashed password, stores the session and ends with the user id', async () => {
    const fake = fakeMachine([session])
    const actor = createActor(fake.machine).start()
    actor.send(submit)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(fake.sent).toEqual([{ email: 'ada@example.com', passwordHash: 'f00d' }])
    expect(fake.stored).toEqual([session])
    expect(actor.getSnapshot().output).toBe(42)
  })

  it('a submit while submitting is ignored', async () => {
    const fake = fakeMachine([])
    const actor = createActor(fake.machine).start()
    actor.send(submit)
    actor.send({ ...submit, passwordHash: 'beef' })
    expect(fake.calls).toEqual(['logIn'])
    fake.answer(session)
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(fake.calls).toEqual(['logIn', 'storeSession'])
    expect(fake.sent).toEqual([{ email: 'ada@example.com', passwordHash: 'f00d' }])
  })

  it('a refused login keeps the error for the form, and the next submit tries again', async () => {
    const fake = fakeMachine([refused, session])
    const actor = createActor(fake.machine).start()
    actor.send(submit)
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'))
    expect(actor.getSnapshot().matches({ idle: 'failed' })).toBe(true)
    expect(actor.getSnapshot().context.lastError).toBe(refused)
    expect(fake.calls).toEqual(['logIn'])

    actor.send(submit)
    expect(actor.getSnapshot().hasTag('failed')).toBe(false)
    expect(actor.getSnapshot().context.lastError).toBeUndefined()
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(fake.calls).toEqual(['logIn', 'logIn', 'storeSession'])
  })

  it('a wallet login stores the session the wallet signature earned', async () => {
    const machine = loginMachine.provide({
      actors: { logInWithWallet: fromPromise(async () => session) },
      actions: { storeSession: (_, received: Session) => void stored.push(received) },
    })
    const stored: Session[] = []
    const actor = createActor(machine).start()
    actor.send(walletSubmit)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(stored).toEqual([session])
  })

  it('an OAuth start asks for the provider chosen and stays busy while the page leaves', async () => {
    const asked: string[] = []
    const machine = loginMachine.provide({
      actors: {
        startOauth: fromPromise<void, { provider: string }>(async ({ input }) => void asked.push(input.provider)),
      },
    })
    const actor = createActor(machine).start()
    actor.send(oauthStart)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(asked).toEqual(['dev'])
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  })

  it('a refused wallet signature or OAuth start keeps the error and the form', async () => {
    for (const [attempt, actorName] of [
      [walletSubmit, 'logInWithWallet'],
      [oauthStart, 'startOauth'],
    ] as const) {
      const machine = loginMachine.provide({
        actors: { [actorName]: fromPromise(async () => Promise.reject(refused)) },
      })
      const actor = createActor(machine).start()
      actor.send(attempt)
      await waitFor(actor, (snapshot) => snapshot.hasTag('failed'))
      expect(actor.getSnapshot().context.lastError).toBe(refused)
    }
  })
})
