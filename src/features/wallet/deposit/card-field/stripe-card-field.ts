/**
 * Stripe's card field (server/modules/wallet/cards/stripe): Stripe.js Elements, whose Card
 * Element is Stripe's own iframe, so the card number never enters the app (issue 16). The one
 * file that knows Stripe.js:
 *
 * - Stripe.js is loaded on demand, so it never enters the first-paint bundle: its script is
 *   added through the app's Trusted Types policy (`addStripeScript`), which the server's CSP
 *   allows when it runs Stripe (server/http/security-headers.ts), then `loadStripe` starts it;
 * - the field confirms with `handleActions: false`, so a 3-D Secure request comes back as
 *   `requires_action` as the sandbox's does, and the machine's `authenticate` step shows the
 *   bank's page (`handleNextAction`, Stripe's own modal) — for a new card and a saved card alike.
 *
 * The loader is a parameter: tests give a fake Stripe.js and read what the page would get.
 */
import type { Stripe, StripeCardElement, StripeElementLocale } from '@stripe/stripe-js'
import type { CardFailureError } from '../../../../../machines/deposit/card-deposit.types'
import type { CardFieldAdapter, CardFieldMount, ChallengeMount } from '../../../../components/payments/card-port'
import { trustedScriptURL } from '../../../../lib/trusted-types'
import { challengeOutcome, confirmOutcome, type StripeIntentResult } from './stripe-outcome'

/** The part of Stripe.js the field uses. */
export type StripeJs = Pick<Stripe, 'elements' | 'confirmCardPayment' | 'confirmCardSetup' | 'handleNextAction'>

/** Gives Stripe.js for a publishable key, in the reader's language; null where it cannot run. */
export type LoadStripeJs = (publishableKey: string, locale: StripeElementLocale) => Promise<StripeJs | null>

/** The Stripe field for the server's publishable key (`pk_…`, from the order's `CardField`). */
export function stripeCardField(publishableKey: string, load: LoadStripeJs = loadStripeJs): CardFieldAdapter {
  const stripe = async () => {
    // The server always sends a key with Stripe; without one Stripe.js could only fail.
    const loaded = publishableKey ? await load(publishableKey, readerLocale()) : null
    if (!loaded) throw { cardFailure: 'other' } satisfies CardFailureError
    return loaded
  }

  return {
    mount(container, options: CardFieldMount) {
      const { form, slot, message } = createFieldMarkup(options.title)
      container.replaceChildren(form)
      // Stripe.js submits the form around the field when Enter is pressed in it.
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        options.onSubmit?.()
      })
      let destroyed = false
      const ready = stripe().then((js) => {
        const card = js.elements({ locale: readerLocale() }).create('card', {
          style: cardStyle(),
          // The field asks for number, expiry and CVC, as the sandbox's does; the order needs no address.
          hidePostalCode: true,
        })
        card.on('ready', () => options.onChange({ ready: true, complete: false }))
        card.on('change', (event) => {
          // The Card Element marks a mistake but does not word it: its message is shown below it.
          message.textContent = event.error?.message ?? ''
          options.onChange({ ready: true, complete: event.complete })
        })
        if (destroyed) card.destroy()
        else card.mount(slot)
        return { js, card }
      })
      // A Stripe.js that could not load (offline, blocked) leaves the field loading and Pay
      // disabled; the rejection is kept for `confirm`, not reported as unhandled.
      ready.catch(() => {})

      return {
        async confirm() {
          const { js, card } = await ready
          const result = await confirmWith(js, card, options.order.clientSecret)
          message.textContent = result.error?.message ?? ''
          return confirmOutcome(result)
        },
        async authenticate(signal) {
          const { js } = await ready
          return nextAction(js, options.order.clientSecret, signal)
        },
        destroy() {
          destroyed = true
          void ready.then(({ card }) => card.destroy()).catch(() => {})
          form.remove()
        },
      }
    },

    // A saved card's bank step: Stripe.js shows it in its own modal, over the page; no page URL.
    async authenticate(_container, options: ChallengeMount) {
      return nextAction(await stripe(), options.order.clientSecret, options.signal)
    },
  }
}

/** The real Stripe.js, loaded once per key and language; a failed load is tried again next time. */
const loaded = new Map<string, Promise<StripeJs | null>>()
export const loadStripeJs: LoadStripeJs = (publishableKey, locale) => {
  const key = `${publishableKey}:${locale}`
  const existing = loaded.get(key)
  if (existing) return existing
  const loading = addStripeScript().then(async () => {
    const { loadStripe } = await import('@stripe/stripe-js/pure')
    return loadStripe(publishableKey, { locale })
  })
  loading.catch(() => loaded.delete(key))
  loaded.set(key, loading)
  return loading
}

/**
 * Stripe.js's address, as @stripe/stripe-js of this version loads it (its release train; the
 * unit test holds the two together).
 */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js'

/**
 * Adds Stripe.js's script ourselves, its URL made by the app's Trusted Types policy: the
 * package's own loader sets a script's src from a plain string, which the CSP refuses. Once the
 * script has run, `loadStripe` (the `pure` entry, which adds no script of its own) finds
 * `window.Stripe` and adds nothing. A script that failed to load is replaced on the next try.
 */
function addStripeScript(): Promise<void> {
  if ('Stripe' in window) return Promise.resolve()
  document.querySelector(`script[data-stripe-js]`)?.remove()
  const script = document.createElement('script')
  script.dataset.stripeJs = ''
  // A TrustedScriptURL where the browser enforces Trusted Types; the DOM typings know only strings.
  script.src = trustedScriptURL(STRIPE_JS_URL) as string
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve())
    script.addEventListener('error', () => reject(new Error('Failed to load Stripe.js')))
  })
  document.head.append(script)
  return loaded
}

/** A payment intent (`pi_…`) pays the order; a setup intent (`seti_…`) saves the card. */
function confirmWith(js: StripeJs, card: StripeCardElement, clientSecret: string | null): Promise<StripeIntentResult> {
  if (!clientSecret) return Promise.reject({ cardFailure: 'other' } satisfies CardFailureError)
  const data = { payment_method: { card } }
  return clientSecret.startsWith('seti_')
    ? js.confirmCardSetup(clientSecret, data, { handleActions: false })
    : js.confirmCardPayment(clientSecret, data, { handleActions: false })
}

/** The bank's step for the intent; a cancelled step rejects as the sandbox's does. */
async function nextAction(js: StripeJs, clientSecret: string | null, signal: AbortSignal) {
  if (!clientSecret) throw { cardFailure: 'other' } satisfies CardFailureError
  const aborted = new Promise<never>((_, reject) => {
    const cancel = () => reject({ cardFailure: 'other' } satisfies CardFailureError)
    if (signal.aborted) cancel()
    signal.addEventListener('abort', cancel, { once: true })
  })
  // Handled here too, so an abort after the answer is no unhandled rejection.
  aborted.catch(() => {})
  const result = await Promise.race([js.handleNextAction({ clientSecret }), aborted])
  return challengeOutcome(result)
}

function createFieldMarkup(title: string) {
  const form = document.createElement('form')
  form.noValidate = true
  form.setAttribute('aria-label', title)
  form.dataset['testid'] = 'card-field-stripe'
  const slot = document.createElement('div')
  slot.className = 'py-2'
  const message = document.createElement('p')
  message.setAttribute('role', 'alert')
  message.className = 'mt-2 text-sm text-red-600 dark:text-red-400'
  form.append(slot, message)
  return { form, slot, message }
}

/** Stripe's two languages of the app's, as the sandbox's field reads them. */
function readerLocale(): StripeElementLocale {
  return document.documentElement.lang.startsWith('zh') ? 'zh' : 'en'
}

/** The Card Element draws in its own iframe: it gets the page's theme colours as values. */
function cardStyle() {
  const dark = document.documentElement.classList.contains('dark')
  return {
    base: {
      color: dark ? '#f1f5f9' : '#0f172a', // slate-100 / slate-900
      iconColor: dark ? '#cbd5e1' : '#475569', // slate-300 / slate-600
      fontSize: '16px', // iOS zooms into a smaller field
      '::placeholder': { color: dark ? '#94a3b8' : '#64748b' }, // slate-400 / slate-500
    },
    invalid: { color: dark ? '#f87171' : '#dc2626', iconColor: dark ? '#f87171' : '#dc2626' }, // red-400 / red-600
  }
}
