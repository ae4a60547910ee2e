/**
 * Getting in and out: registration and its confirmation mail, e-mail and password login, wallet
 * login, OAuth login, password reset and set-password (SPEC §2 public routes, §7 "Account").
 * Every finished sign-in answers with a Session.
 */
import * as v from 'valibot'
import { LANGUAGES } from '../enums'
import type { IsoDateTime } from '../fields'
import {
  codeSchema,
  emailSchema,
  oauthCallbackEntries,
  oauthProviderSchema,
  passwordHashSchema,
  passwordsMatchCheck,
  promoCodeSchema,
  siweProofEntries,
} from '../fields'
import { defineMethod } from '../rpc'
import type { CodeStatus } from '../statuses'
import type { OauthAuthorization } from './account-bindings'
import type { UserProfile } from './account-profile'

/** A signed-in session: the token goes in `Authorization: Bearer` and the `bpis` cookie. */
export interface Session {
  token: string
  /** 30 days after sign-in (SPEC §9). */
  expiresAt: IsoDateTime
  user: UserProfile
}

/** A mail went out (or, for unknown addresses of a reset, seemed to: no account enumeration). */
export interface MailSent {
  email: string
  /** Asking for another mail before this answers 10429. */
  nextSendAt: IsoDateTime
}

/** What a mailed code is worth, checked before the page asks for a new password. */
export interface CodeStatusResult {
  status: CodeStatus
  /** The address the code was sent to; null when the code is invalid. */
  email: string | null
}

/** The OAuth callback either signs in a known identity or asks to finish a new account. */
export type OauthCheckResult =
  | { status: 'login'; session: Session }
  | {
      status: 'register'
      /** Pass to hub_oauthRegister within 30 minutes. */
      ticket: string
      provider: string
      /** What the provider told us, to prefill the form. */
      email: string | null
      nickname: string | null
    }

/** A Sign-In with Ethereum nonce (hub_getSiweNonce): single use, valid until `expiresAt`. */
export interface SiweNonce {
  /** 32 alphanumeric characters (128 random bits), as EIP-4361's `Nonce:` line takes it. */
  nonce: string
  issuedAt: IsoDateTime
  expiresAt: IsoDateTime
}

export const accountAuthMethods = {
  /** Creates an unconfirmed account and mails a confirmation link (to /email-confirm). */
  hub_register: defineMethod<MailSent>()(
    v.pipe(
      v.strictObject({
        email: emailSchema,
        password: passwordHashSchema,
        confirmPassword: passwordHashSchema,
        promoCode: v.optional(promoCodeSchema),
        lang: v.optional(v.picklist(LANGUAGES)),
      }),
      passwordsMatchCheck(),
    ),
    { auth: 'public' },
  ),
  hub_sendRegisterConfirmMail: defineMethod<MailSent>()(v.strictObject({ email: emailSchema }), {
    auth: 'public',
  }),
  hub_emailExists: defineMethod<{ exists: boolean }>()(v.strictObject({ email: emailSchema }), {
    auth: 'public',
  }),
  /** Confirms the address of a registration and signs in. */
  hub_emailConfirm: defineMethod<Session>()(v.strictObject({ code: codeSchema }), {
    auth: 'public',
  }),
  hub_checkEmailConfirmCodeStatus: defineMethod<CodeStatusResult>()(v.strictObject({ code: codeSchema }), {
    auth: 'public',
  }),
  /** An unconfirmed account signs in too; its profile's mailStatus says `unconfirmed`. */
  hub_login: defineMethod<Session>()(v.strictObject({ email: emailSchema, password: passwordHashSchema }), {
    auth: 'public',
  }),
  /** Ends this session only. Answers null even when the session was already gone. */
  hub_logout: defineMethod<null>()(v.strictObject({}), { auth: 'user' }),
  /**
   * A Sign-In with Ethereum nonce, beyond SPEC §7: EIP-4361 needs a nonce the server issued, so a
   * signed message cannot be replayed. Put it in the message's `Nonce:` line; it is good for one
   * hub_metamaskRegister or hub_bindMetamask within 5 minutes.
   */
  hub_getSiweNonce: defineMethod<SiweNonce>()(v.strictObject({}), { auth: 'public' }),
  /** Wallet login: signs in the wallet's account, creating it the first time. */
  hub_metamaskRegister: defineMethod<Session>()(
    v.strictObject({ ...siweProofEntries, promoCode: v.optional(promoCodeSchema) }),
    { auth: 'public' },
  ),
  /**
   * Starts an OAuth login (not in SPEC, which does not show how one starts): the server keeps
   * the state and PKCE verifier and answers the provider's URL, which returns to /auth/callback.
   */
  hub_getOauthLoginUrl: defineMethod<OauthAuthorization>()(v.strictObject({ provider: oauthProviderSchema }), {
    auth: 'public',
  }),
  /** At /auth/callback: exchanges the provider's code (PKCE verifier kept by the server by `state`). */
  hub_checkOauthCode: defineMethod<OauthCheckResult>()(v.strictObject(oauthCallbackEntries), {
    auth: 'public',
  }),
  /** Finishes an account for a new OAuth identity and signs in. */
  hub_oauthRegister: defineMethod<Session>()(
    v.strictObject({
      ticket: v.pipe(v.string(), v.minLength(16), v.maxLength(256)),
      email: v.optional(emailSchema),
      promoCode: v.optional(promoCodeSchema),
    }),
    { auth: 'public' },
  ),
  hub_sendResetPasswordMail: defineMethod<MailSent>()(v.strictObject({ email: emailSchema }), {
    auth: 'public',
  }),
  /** Checks a reset or set-password code (/reset-password/checking, /set-password/checking). */
  hub_passwordResetCodeStatus: defineMethod<CodeStatusResult>()(v.strictObject({ code: codeSchema }), {
    auth: 'public',
  }),
  /** Sets the password of a reset or set-password code; ends every session of the account. */
  hub_passwordReset: defineMethod<null>()(
    v.pipe(
      v.strictObject({
        code: codeSchema,
        password: passwordHashSchema,
        confirmPassword: passwordHashSchema,
      }),
      passwordsMatchCheck(),
    ),
    { auth: 'public' },
  ),
  /**
   * For an account without a password (isNoPassword): mails a set-password link to its e-mail
   * (to /set-password/checking). 10422 when the account has no e-mail bound.
   */
  hub_noPassword: defineMethod<MailSent>()(v.strictObject({}), { auth: 'user' }),
}
