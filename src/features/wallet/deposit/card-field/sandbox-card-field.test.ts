// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:3000/rpc/billings/charge" }
import { describe, expect, it, vi } from 'vitest'
import type { FollowedOrder } from '../../../../../machines/deposit/card-deposit.types'
import { sandboxCardField } from './sandbox-card-field'

const order: FollowedOrder = { orderId: 'ord_1', clientSecret: 'pi_1_secret_x', nextActionUrl: null }
const field = { processor: 'sandbox', fieldUrl: '/sandbox/card-field', publishableKey: null } as const

/**
 * The frame stays out of the document (happy-dom would load its page) and gets a window of its
 * own to post from and to.
 */
function withWindow(frame: HTMLIFrameElement) {
  const own = { postMessage: vi.fn() }
  Object.defineProperty(frame, 'contentWindow', { value: own })
  return own
}

function mount() {
  const container = document.createElement('div')
  const onChange = vi.fn()
  const session = sandboxCardField.mount(container, { field, order, title: 'Card details', onChange })
  const frame = container.querySelector('iframe') as HTMLIFrameElement
  withWindow(frame)
  const fromFrame = (data: unknown, source: unknown = frame.contentWindow, origin = location.origin) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
  return { session, frame, onChange, fromFrame }
}

describe('the sandbox card field', () => {
  it('is its own page in a titled frame, in the reader language and theme', () => {
    const { frame } = mount()
    expect(frame.title).toBe('Card details')
    expect(frame.getAttribute('src')).toBe('/sandbox/card-field?lang=en&theme=light')
  })

  it('follows what is typed, from its own frame and origin only', () => {
    const { fromFrame, onChange } = mount()
    fromFrame({ type: 'change', complete: true }, window)
    fromFrame({ type: 'change', complete: true }, null)
    fromFrame({ type: 'change', complete: true }, undefined, 'https://evil.example')
    expect(onChange).not.toHaveBeenCalled()
    fromFrame({ type: 'change', complete: true })
    expect(onChange).toHaveBeenCalledWith({ ready: true, complete: true })
  })

  it('pays with the order secret and reads the outcome', async () => {
    const { session, frame, fromFrame } = mount()
    const posted = (frame.contentWindow as unknown as { postMessage: ReturnType<typeof vi.fn> }).postMessage
    const paid = session.confirm()
    expect(posted).toHaveBeenCalledWith({ type: 'confirm', clientSecret: 'pi_1_secret_x' }, location.origin)
    fromFrame({ type: 'result', status: 'succeeded' })
    await expect(paid).resolves.toEqual({ status: 'paid' })

    const asked = session.confirm()
    fromFrame({ type: 'result', status: 'requires_action', nextActionUrl: '/sandbox/3ds?clientSecret=x' })
    await expect(asked).resolves.toEqual({ status: 'requires_action', nextActionUrl: '/sandbox/3ds?clientSecret=x' })
  })

  it('a mistyped card stays in the field; a refusal is the machine failure', async () => {
    const { session, fromFrame } = mount()
    const mistyped = session.confirm()
    fromFrame({
      type: 'result',
      status: 'failed',
      error: { code: 'incorrect_number', message: 'Your card number is invalid.' },
    })
    await expect(mistyped).resolves.toEqual({ status: 'incomplete' })
    for (const [code, failure] of [
      ['card_declined', 'declined'],
      ['insufficient_funds', 'insufficientFunds'],
      ['network_error', 'networkLost'],
    ] as const) {
      const refused = session.confirm()
      fromFrame({ type: 'result', status: 'failed', error: { code, message: '' } })
      await expect(refused).rejects.toEqual({ cardFailure: failure })
    }
  })

  it('the bank step in the field answers approved or failed', async () => {
    const { session, fromFrame } = mount()
    const approved = session.authenticate(new AbortController().signal)
    fromFrame({ type: 'result', status: 'succeeded' })
    await expect(approved).resolves.toBe('succeeded')
    const failed = session.authenticate(new AbortController().signal)
    fromFrame({ type: 'result', status: 'failed', error: { code: 'authentication_failed' } })
    await expect(failed).resolves.toBe('failed')
  })

  it('a saved card bank step shows its page in a frame of its own, removed once answered or cancelled', async () => {
    const container = document.createElement('div')
    const challengeOrder = { ...order, nextActionUrl: '/sandbox/3ds?clientSecret=pi_1_secret_x' }
    const controller = new AbortController()
    const outcome = sandboxCardField.authenticate(container, {
      order: challengeOrder,
      title: '3-D Secure',
      signal: controller.signal,
    })
    const frame = container.querySelector('iframe') as HTMLIFrameElement
    withWindow(frame)
    expect(frame.getAttribute('src')).toBe('/sandbox/3ds?clientSecret=pi_1_secret_x&lang=en&theme=light')
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'result', status: 'succeeded' },
        origin: location.origin,
        source: frame.contentWindow as Window,
      }),
    )
    await expect(outcome).resolves.toBe('succeeded')
    expect(container.querySelector('iframe')).toBeNull()

    const cancelled = sandboxCardField.authenticate(container, {
      order: challengeOrder,
      title: '3-D Secure',
      signal: controller.signal,
    })
    controller.abort()
    await expect(cancelled).rejects.toEqual({ cardFailure: 'other' })
    expect(container.querySelector('iframe')).toBeNull()
  })
})
