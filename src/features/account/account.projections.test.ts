/**
 * The account's read models as pure functions of their events, and the same through the log:
 * whatever the events, rebuilding from the log gives what the incremental snapshots hold.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { LimitInfo } from '../../../contract'
import { emailConfigFixture as emailConfig, profileFixture as profile } from '../../../tests/setup/account-fixtures'
import { HubDatabase } from '../../store/db'
import { createEventLog } from '../../store/event-log'
import { fact, type EventPayloads, type EventType, type StoredEvent } from '../../store/events'
import { foldEvents, type Projection } from '../../store/projection'
import { limitProjection } from './limit.projection'
import { preferencesProjection } from './preferences.projection'
import { profileProjection } from './profile.projection'
import { sessionProjection } from './session.projection'

const limit = (overrides: Partial<LimitInfo> = {}): LimitInfo => ({
  currentLimitRate: 25,
  currentLimitRateLevel: 'free',
  currentLimitRateOrder: 0,
  currentLimitRateValue: 500,
  currentLimitRateLevelView: 'Tier 1',
  currentLimitRateTitleView: 'Free',
  ...overrides,
})

function event<T extends EventType>(type: T, payload: EventPayloads[T], at = '2025-06-01T10:00:00.000Z'): StoredEvent {
  return { id: crypto.randomUUID(), type, v: 1, payload, at, origin: 'server', scope: 'u1' }
}

describe('session', () => {
  it('starts with nobody signed in', () => {
    expect(foldEvents(sessionProjection, [])).toEqual({ userId: null, email: null, since: null })
  })

  it('a sign-in records who and since when', () => {
    const state = foldEvents(sessionProjection, [
      event('session.started', { userId: 1, email: 'ada@example.com' }, '2025-06-01T09:00:00.000Z'),
    ])

    expect(state).toEqual({ userId: 1, email: 'ada@example.com', since: '2025-06-01T09:00:00.000Z' })
  })

  it('the signed-in user signing out leaves nobody signed in', () => {
    const state = foldEvents(sessionProjection, [
      event('session.started', { userId: 1, email: 'ada@example.com' }),
      event('session.ended', { userId: 1 }),
    ])

    expect(state).toEqual({ userId: null, email: null, since: null })
  })

  it("the end of another user's session leaves the current one as it is", () => {
    const started = foldEvents(sessionProjection, [event('session.started', { userId: 2, email: null })])

    const state = foldEvents(sessionProjection, [event('session.ended', { userId: 1 })], started)

    expect(state).toBe(started)
  })

  it('a new sign-in replaces the previous one', () => {
    const state = foldEvents(sessionProjection, [
      event('session.started', { userId: 1, email: 'ada@example.com' }),
      event('session.started', { userId: 2, email: null }, '2025-06-02T00:00:00.000Z'),
    ])

    expect(state).toEqual({ userId: 2, email: null, since: '2025-06-02T00:00:00.000Z' })
  })
})

describe('profile', () => {
  it('is the profile the server last sent', () => {
    const state = foldEvents(profileProjection, [
      event('profile.loaded', profile({ nickname: 'Ada' })),
      event('profile.loaded', profile({ nickname: 'Countess' })),
    ])

    expect(state?.nickname).toBe('Countess')
  })

  it('takes new e-mail settings into the profile', () => {
    const changed = { ...emailConfig, marketing: true }

    const state = foldEvents(profileProjection, [
      event('profile.loaded', profile()),
      event('emailConfig.loaded', changed),
    ])

    expect(state).toEqual(profile({ emailConfig: changed }))
  })

  it('e-mail settings without a profile leave it unknown', () => {
    expect(foldEvents(profileProjection, [event('emailConfig.loaded', emailConfig)])).toBeNull()
  })
})

describe('limit', () => {
  it('is the limit the server last sent', () => {
    const growth = limit({ currentLimitRateLevel: 'growth', currentLimitRateOrder: 2 })

    expect(foldEvents(limitProjection, [])).toBeNull()
    expect(foldEvents(limitProjection, [event('limit.loaded', limit()), event('limit.loaded', growth)])).toEqual(growth)
  })
})

describe('preferences', () => {
  it('follow the loaded profile: language, top-up reminder and e-mail settings', () => {
    const state = foldEvents(preferencesProjection, [
      event('profile.loaded', profile({ language: 'zh', rechargeTips: true })),
    ])

    expect(state).toEqual({ language: 'zh', rechargeTips: true, emailConfig })
  })

  it('follow new e-mail settings', () => {
    const changed = { ...emailConfig, billing: false, lowBalanceThreshold: '25.00' }

    const state = foldEvents(preferencesProjection, [
      event('profile.loaded', profile()),
      event('emailConfig.loaded', changed),
    ])

    expect(state).toEqual({ language: 'en', rechargeTips: false, emailConfig: changed })
  })

  it('are unknown until a profile arrives', () => {
    expect(foldEvents(preferencesProjection, [event('emailConfig.loaded', emailConfig)])).toBeNull()
  })
})

describe('through the log', () => {
  // Projections of every state type, as the log registers them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const projections: readonly Projection<any>[] = [
    sessionProjection,
    profileProjection,
    limitProjection,
    preferencesProjection,
  ]
  const draft = fc.oneof(
    fc
      .record({ userId: fc.integer({ min: 1, max: 3 }), email: fc.option(fc.constant('ada@example.com')) })
      .map((payload) => fact('session.started', payload, 'system')),
    fc.integer({ min: 1, max: 3 }).map((userId) => fact('session.ended', { userId }, 'system')),
    fc
      .record({ language: fc.constantFrom('en' as const, 'zh' as const), rechargeTips: fc.boolean() })
      .map((overrides) => fact('profile.loaded', profile(overrides), 'server')),
    fc
      .record({ marketing: fc.boolean(), billing: fc.boolean() })
      .map((overrides) => fact('emailConfig.loaded', { ...emailConfig, ...overrides }, 'server')),
    fc
      .integer({ min: 0, max: 4 })
      .map((order) => fact('limit.loaded', limit({ currentLimitRateOrder: order }), 'server')),
  )

  it('rebuilding from the log equals the state kept incrementally, whatever the events', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(draft, { maxLength: 20 }), async (drafts) => {
        const db = new HubDatabase(`test-${crypto.randomUUID()}`)
        try {
          const log = createEventLog({ db, projections })
          for (const one of drafts) await log.append('u1', [one])
          for (const projection of projections) {
            expect(await log.rebuild('u1', projection)).toEqual((await log.read('u1', projection)).state)
          }
        } finally {
          await db.delete()
        }
      }),
      { numRuns: 15 },
    )
  })
})
