/**
 * Web Push (RFC 8030/8291/8292): the app subscribes the browser with the server's VAPID public
 * key and hands the subscription over; the server then pushes new notices to it while no tab of
 * the app is open. `PushMessage` is what the service worker receives.
 */
import * as v from 'valibot'
import type { IsoDateTime } from '../fields'
import type { NoticeExpand, NoticeType } from '../notice-types'
import { defineMethod } from '../rpc'

/** What the browser needs to subscribe: `pushManager.subscribe({ applicationServerKey })`. */
export interface PushPublicKey {
  /** The VAPID public key: an uncompressed P-256 point (65 bytes), base64url without padding. */
  publicKey: string
}

/**
 * The plaintext of one push message, JSON. Title and content are the notice's stored (English)
 * text; `type` and `expand` let a client word it itself. `url` is the app page to open on click.
 */
export interface PushMessage {
  id: number
  type: NoticeType
  title: string
  content: string
  createdAt: IsoDateTime
  expand: NoticeExpand
  /** A path of the app, e.g. `/rpc/billings`. */
  url: string
}

/** Longest endpoint accepted; real push services use a few hundred characters. */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048

/**
 * A push service URL. Always https in production; `http://` to the loopback host is accepted
 * here only so tests can stand in for a push service, and the server refuses it in production.
 */
const endpointSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_PUSH_ENDPOINT_LENGTH),
  v.regex(
    /^(https:\/\/[^\s/?#@]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?)(\/\S*)?$/,
    'an https URL of a push service is required',
  ),
)

/** The client's ECDH P-256 public key: 65 bytes (uncompressed, so it starts 0x04 → "B"), base64url. */
const p256dhSchema = v.pipe(
  v.string(),
  v.regex(/^B[A-Za-z0-9_-]{86}=?$/, 'a base64url P-256 public key (65 bytes) is required'),
)

/** The client's authentication secret: 16 bytes, base64url. */
const authSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'a base64url authentication secret (16 bytes) is required'),
)

export const pushMethods = {
  /** The server's VAPID public key (RFC 8292), for `pushManager.subscribe`. */
  hub_getPushPublicKey: defineMethod<PushPublicKey>()(v.strictObject({}), { auth: 'user' }),
  /**
   * Keeps the caller's browser subscription: `PushSubscription.toJSON()` as the browser gives it.
   * Saving an endpoint again replaces its keys and binds it to the caller (one browser, whoever
   * signed in last). Answers null.
   */
  hub_savePushSubscription: defineMethod<null>()(
    v.strictObject({
      endpoint: endpointSchema,
      /** The browser's own expiry, if any; the server relies on 404/410 answers instead. */
      expirationTime: v.optional(v.nullable(v.number())),
      keys: v.strictObject({ p256dh: p256dhSchema, auth: authSchema }),
    }),
    { auth: 'user' },
  ),
  /** Forgets the caller's subscription with this endpoint (unsubscribe, logout). Answers null, found or not. */
  hub_deletePushSubscription: defineMethod<null>()(
    v.strictObject({ endpoint: v.pipe(v.string(), v.maxLength(MAX_PUSH_ENDPOINT_LENGTH)) }),
    { auth: 'user' },
  ),
}
