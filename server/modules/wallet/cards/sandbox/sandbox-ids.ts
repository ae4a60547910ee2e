/**
 * Ids and secrets the way Stripe shapes them (`pi_…`, `pi_…_secret_…`), random enough that a
 * client secret can serve as the card field's only credential, as it does at Stripe.
 */
import { randomBytes } from 'node:crypto'

/** `prefix_` and 24 random base62-ish characters (144 bits). */
export function sandboxId(prefix: 'cus' | 'pm' | 'pi' | 'seti' | 'evt' | 'rcpt'): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`
}

/** The client secret of intent `id`. */
export function clientSecretOf(id: string): string {
  return `${id}_secret_${randomBytes(18).toString('base64url')}`
}
