/**
 * Stripe's webhook signature scheme, for the sandbox to sign with: the header
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`. Verification is
 * not here: both processors verify with the Stripe SDK's own `constructEvent`, so a sandbox event
 * that verifies is one Stripe's code accepts.
 */
import { createHmac, randomBytes } from 'node:crypto'

/** The `Stripe-Signature` header of `payload`. */
export function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')
  return `t=${timestamp},v1=${signature}`
}

/** A signing secret shaped as Stripe's (`whsec_…`), for a sandbox started without one. */
export function randomWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`
}
