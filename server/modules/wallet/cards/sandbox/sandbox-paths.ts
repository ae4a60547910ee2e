/** The sandbox's addresses on this server, in one place for routes, pages and answers. */

/** The card field page the app embeds in an iframe. */
export const CARD_FIELD_PATH = '/sandbox/card-field'
/** The bank's 3-D Secure page; `?clientSecret=` names the intent. */
export const CHALLENGE_PATH = '/sandbox/3ds'
/** The page's script and style (no inline script or style: the CSP forbids both). */
export const ASSETS_PATH = '/sandbox/assets'
/** The card field's API: confirm an intent with the typed card. */
export const CONFIRM_PATH = '/sandbox/api/confirm'
/** The 3-D Secure page's API: approve or fail the challenge. */
export const AUTHENTICATE_PATH = '/sandbox/api/authenticate'
/** Receipts: `/sandbox/receipts/<pi id>/<token>`. */
export const RECEIPTS_PATH = '/sandbox/receipts'

/** The 3-D Secure page of the intent with `clientSecret`. */
export function challengeUrl(clientSecret: string): string {
  return `${CHALLENGE_PATH}?clientSecret=${encodeURIComponent(clientSecret)}`
}

/** The receipt page of a succeeded payment intent. */
export function receiptUrl(paymentIntentId: string, token: string): string {
  return `${RECEIPTS_PATH}/${encodeURIComponent(paymentIntentId)}/${encodeURIComponent(token)}`
}
