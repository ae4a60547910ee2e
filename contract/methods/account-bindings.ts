/**
 * Binding and unbinding the ways into an account: an e-mail, a wallet, OAuth identities
 * (SPEC §1, §7 "Account"). Each change answers with the updated profile. Removing the last way
 * in (no password, no e-mail, no wallet, no OAuth identity left) is refused with 10422.
 */
import * as v from 'valibot'
import { codeSchema, emailSchema, oauthCallbackEntries, oauthProviderSchema, siweProofEntries } from '../fields'
import { defineMethod } from '../rpc'
import type { MailSent } from './account-auth'
import type { UserProfile } from './account-profile'

/** Where to send the browser for an OAuth login or binding; it comes back to our callback page. */
export interface OauthAuthorization {
  authorizeUrl: string
}

export const accountBindingMethods = {
  /** Whether an address may be bound: `available` is false when another account uses it. */
  hub_preBindEmail: defineMethod<{ available: boolean }>()(v.strictObject({ email: emailSchema }), {
    auth: 'user',
  }),
  /** Mails a code to the address about to be bound. */
  hub_sendBindConfirmMail: defineMethod<MailSent>()(v.strictObject({ email: emailSchema }), {
    auth: 'user',
  }),
  /** Binds (or replaces) the account's e-mail with the code mailed to it; it is then confirmed. */
  hub_bindEmail: defineMethod<UserProfile>()(v.strictObject({ email: emailSchema, code: codeSchema }), {
    auth: 'user',
  }),
  hub_bindMetamask: defineMethod<UserProfile>()(v.strictObject(siweProofEntries), { auth: 'user' }),
  hub_unbindMetamask: defineMethod<UserProfile>()(v.strictObject({}), { auth: 'user' }),
  /** Starts binding: the server keeps the state and PKCE verifier and answers the provider's URL. */
  hub_bindOauth: defineMethod<OauthAuthorization>()(v.strictObject({ provider: oauthProviderSchema }), {
    auth: 'user',
  }),
  /** At /bind/callback: finishes the binding; 10422 when the identity belongs to another account. */
  hub_bindOauthCheck: defineMethod<UserProfile>()(v.strictObject(oauthCallbackEntries), {
    auth: 'user',
  }),
  hub_unbindOauth: defineMethod<UserProfile>()(v.strictObject({ provider: oauthProviderSchema }), {
    auth: 'user',
  }),
}
