/**
 * Which card processor the server runs, from the environment that config.ts hands over:
 * Stripe when its keys are set; otherwise the sandbox, except in production, where a processor
 * that accepts test cards would hand out free money: there card payments are off until Stripe
 * is configured.
 */

/** Stripe's keys (`STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`, `STRIPE_PUBLISHABLE_KEY`). */
export interface StripeSettings {
  secretKey: string
  /** `whsec_…`: the signing secret of our webhook endpoint in Stripe's dashboard. */
  webhookSecret: string
  /** `pk_…`: given to the app for Stripe.js. */
  publishableKey: string
}

export type CardSettings =
  | ({ processor: 'stripe' } & StripeSettings)
  /** `webhookSecret` null: a random one per start (sandbox events are delivered in-process). */
  | { processor: 'sandbox'; webhookSecret: string | null }
  | { processor: 'off' }

/** Reads `STRIPE_*`: all three or none. */
export function cardSettings(env: NodeJS.ProcessEnv, production: boolean): CardSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim()
  if (!secretKey && !webhookSecret && !publishableKey) {
    return production ? { processor: 'off' } : { processor: 'sandbox', webhookSecret: null }
  }
  if (!secretKey || !webhookSecret || !publishableKey) {
    throw new Error('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY must be set together')
  }
  if (!/^(sk|rk)_/.test(secretKey)) throw new Error('STRIPE_SECRET_KEY is not a Stripe secret key (sk_… or rk_…)')
  if (!webhookSecret.startsWith('whsec_'))
    throw new Error('STRIPE_WEBHOOK_SECRET is not a webhook signing secret (whsec_…)')
  if (!publishableKey.startsWith('pk_')) throw new Error('STRIPE_PUBLISHABLE_KEY is not a publishable key (pk_…)')
  return { processor: 'stripe', secretKey, webhookSecret, publishableKey }
}
