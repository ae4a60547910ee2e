// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FollowedOrder } from '../../../../../machines/deposit/card-deposit.types'
import type { StripeJs } from './stripe-card-field'
import { STRIPE_JS_URL, stripeCardField } from './stripe-card-field'

const order: FollowedOrder = { orderId: 'ord_1', clientSecret: 'pi_1_secret_x', nextActionUrl: null }
const field = { processor: 'stripe', fieldUrl: null, publishableKey: 'pk_test_1' } as const

type Handler = (event: { complete?: boolean; error?: { message: string } }) => void

/**
 * Stripe.js as the page meets it: a Card Element that mounts, says `ready` and `change`, and
 * intents answered as Stripe answers them. Everything asked of it is recorded.
 */
function fakeStripe() {
  const handlers = new Map<string, Handler>()
  const card = {
    on: vi.fn((event: string, handler: Handler) => handlers.set(event, handler)),
    mount: vi.fn(),
    destroy: vi.fn(),
  }
  const elements = { create: vi.fn(() => card) }
  const js = {
    elements: vi.fn(() => elements),
    confirmCardPayment: vi.fn(),
    confirmCardSetup: vi.fn(),
    handleNextAction: vi.fn(),
  }
  const emit = (event: string, payload: Parameters<Handler>[0] = {}) => handlers.get(event)?.(payload)
  const load = vi.fn(async () => js as unknown as StripeJs)
  return { js, card, elements, emit, load }
}

async function mount(stripe = fakeStripe(), options: { orderOf?: FollowedOrder } = {}) {
  const container = document.createElement('div')
  const onChange = vi.fn()
  const session = stripeCardField('pk_test_1', stripe.load).mount(container, {
    field,
    order: options.orderOf ?? order,
    title: 'Card details',
    onChange,
  })
  await vi.waitFor(() => expect(stripe.card.mount).toHaveBeenCalled())
  return { ...stripe, container, onChange, session }
}

afterEach(() => {
  document.documentElement.lang = ''
  document.documentElement.classList.remove('dark')
})

describe('the Stripe card field', () => {
  it("is Stripe's Card Element, in the reader's language and theme, in the page's container", async () => {
    document.documentElement.lang = 'zh-CN'
    document.documentElement.classList.add('dark')
    const { load, js, elements, card, container } = await mount()
    expect(load).toHaveBeenCalledWith('pk_test_1', 'zh')
    expect(js.elements).toHaveBeenCalledWith({ locale: 'zh' })
    expect(elements.create).toHaveBeenCalledWith(
      'card',
      expect.objectContaining({
        style: expect.objectContaining({ base: expect.objectContaining({ color: '#f1f5f9' }) }),
      }),
    )
    expect(container.contains(card.mount.mock.calls[0]?.[0] as Node)).toBe(true)
    // No input of the app's own: the number is typed into Stripe's frame only.
    expect(container.querySelector('input')).toBeNull()
  })

  it('follows what is typed, and words the mistake Stripe marks', async () => {
    const { emit, onChange, container } = await mount()
    emit('ready')
    expect(onChange).toHaveBeenLastCalledWith({ ready: true, complete: false })
    emit('change', { complete: false, error: { message: 'Your card number is incomplete.' } })
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Your card number is incomplete.')
    emit('change', { complete: true })
    expect(onChange).toHaveBeenLastCalledWith({ ready: true, complete: true })
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('')
  })

  it('pays the order with the card element, leaving the bank step to the machine', async () => {
    const { session, js, card } = await mount()
    js.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } })
    await expect(session.confirm()).resolves.toEqual({ status: 'paid' })
    expect(js.confirmCardPayment).toHaveBeenCalledWith(
      'pi_1_secret_x',
      { payment_method: { card } },
      { handleActions: false },
    )

    js.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { status: 'requires_action' } })
    await expect(session.confirm()).resolves.toEqual({ status: 'requires_action', nextActionUrl: null })
    js.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { status: 'processing' } })
    await expect(session.confirm()).resolves.toEqual({ status: 'pending' })
  })

  it('a setup intent saves the card instead', async () => {
    const setup = { orderId: 'seti_1', clientSecret: 'seti_1_secret_x', nextActionUrl: null }
    const { session, js, card } = await mount(fakeStripe(), { orderOf: setup })
    js.confirmCardSetup.mockResolvedValueOnce({ setupIntent: { status: 'succeeded' } })
    await expect(session.confirm()).resolves.toEqual({ status: 'paid' })
    expect(js.confirmCardSetup).toHaveBeenCalledWith(
      'seti_1_secret_x',
      { payment_method: { card } },
      { handleActions: false },
    )
    expect(js.confirmCardPayment).not.toHaveBeenCalled()
  })

  it('a mistyped card stays in the field; a refusal is the machine failure', async () => {
    const { session, js, container } = await mount()
    js.confirmCardPayment.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
    })
    await expect(session.confirm()).resolves.toEqual({ status: 'incomplete' })
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Your card number is incorrect.')
    for (const [error, failure] of [
      [{ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficientFunds'],
      [{ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }, 'declined'],
      [{ type: 'api_connection_error' }, 'networkLost'],
    ] as const) {
      js.confirmCardPayment.mockResolvedValueOnce({ error: { message: '', ...error } })
      await expect(session.confirm()).rejects.toEqual({ cardFailure: failure })
    }
  })

  it("the bank step is Stripe's, answering approved or failed", async () => {
    const { session, js } = await mount()
    js.handleNextAction.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } })
    await expect(session.authenticate(new AbortController().signal)).resolves.toBe('succeeded')
    expect(js.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x' })
    js.handleNextAction.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: '' },
    })
    await expect(session.authenticate(new AbortController().signal)).resolves.toBe('failed')
  })

  it('a saved card bank step needs only the order secret; a cancelled one rejects', async () => {
    const stripe = fakeStripe()
    const adapter = stripeCardField('pk_test_1', stripe.load)
    const mountOn = (signal: AbortSignal) =>
      adapter.authenticate(document.createElement('div'), { order, title: '3-D Secure', signal })
    stripe.js.handleNextAction.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } })
    await expect(mountOn(new AbortController().signal)).resolves.toBe('succeeded')

    stripe.js.handleNextAction.mockReturnValueOnce(new Promise(() => {}))
    const controller = new AbortController()
    const cancelled = mountOn(controller.signal)
    controller.abort()
    await expect(cancelled).rejects.toEqual({ cardFailure: 'other' })
  })

  it('leaves the page with the field', async () => {
    const { session, card, container } = await mount()
    session.destroy()
    await vi.waitFor(() => expect(card.destroy).toHaveBeenCalled())
    expect(container.childElementCount).toBe(0)
  })
})

describe("Stripe.js's address", () => {
  it('is the one the installed @stripe/stripe-js would load (its release train)', () => {
    // The app adds the script itself, through its Trusted Types policy; the package names the release.
    const pure = readFileSync(createRequire(import.meta.url).resolve('@stripe/stripe-js/dist/pure.js'), 'utf8')
    const train = /RELEASE_TRAIN = ['"]([a-z]+)['"]/.exec(pure)?.[1]
    expect(STRIPE_JS_URL).toBe(`https://js.stripe.com/${train}/stripe.js`)
  })
})
