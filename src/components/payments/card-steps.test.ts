// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { CardFieldSession, ChallengeAdapter } from './card-port'
import { cardSteps } from './card-steps'

const ORDER = { orderId: 'ord_1', clientSecret: 'pi_secret', nextActionUrl: null }
const FIELD = { processor: 'sandbox' as const, fieldUrl: '/sandbox/card-field', publishableKey: null }

function session(): CardFieldSession {
  return {
    confirm: vi.fn(() => Promise.resolve({ status: 'paid' as const })),
    authenticate: vi.fn(() => Promise.resolve('succeeded' as const)),
    destroy: vi.fn(),
  }
}

describe('the card steps a payment asks the page for', () => {
  it('pays with the mounted field and shows a new card’s bank step inside it', async () => {
    const mounted = session()
    const challengeFor = vi.fn(() => null)
    const steps = cardSteps({
      fieldSession: () => mounted,
      challengeFor,
      challengeElement: () => Promise.reject(new Error('no frame for a new card')),
      challengeTitle: () => '3-D Secure',
    })
    await expect(steps.confirmNewCard()).resolves.toEqual({ status: 'paid' })
    await expect(steps.authenticate(ORDER, null, new AbortController().signal)).resolves.toBe('succeeded')
    expect(mounted.authenticate).toHaveBeenCalledTimes(1)
    expect(challengeFor).not.toHaveBeenCalled()
  })

  it('shows a saved card’s bank step in the frame of its order’s processor', async () => {
    const frame = document.createElement('div')
    const adapter: ChallengeAdapter = { authenticate: vi.fn(() => Promise.resolve('failed' as const)) }
    const challengeFor = vi.fn(() => adapter)
    const signal = new AbortController().signal
    const steps = cardSteps({
      fieldSession: () => null,
      challengeFor,
      challengeElement: () => Promise.resolve(frame),
      challengeTitle: () => 'Your bank',
    })
    await expect(steps.authenticate(ORDER, FIELD, signal)).resolves.toBe('failed')
    expect(challengeFor).toHaveBeenCalledWith(ORDER, FIELD)
    expect(adapter.authenticate).toHaveBeenCalledWith(frame, { order: ORDER, title: 'Your bank', signal })
  })

  it('fails as "other" without a mounted field or anyone to show the bank’s step', async () => {
    const steps = cardSteps({
      fieldSession: () => null,
      challengeFor: () => null,
      challengeElement: () => Promise.reject(new Error('never asked')),
      challengeTitle: () => '3-D Secure',
    })
    await expect(steps.confirmNewCard()).rejects.toEqual({ cardFailure: 'other' })
    await expect(steps.authenticate(ORDER, null, new AbortController().signal)).rejects.toEqual({
      cardFailure: 'other',
    })
  })
})
