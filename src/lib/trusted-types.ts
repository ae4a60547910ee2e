/**
 * Trusted Types (issue 21). The server's CSP (`require-trusted-types-for 'script'`,
 * server/http/security-headers.ts) makes the browser refuse a plain string at every DOM sink that
 * can run script: innerHTML, a script element's src, eval, a service worker's URL. Only the policy
 * made here may make the typed values the sinks accept (`trusted-types hubdeck`).
 *
 * The app writes no HTML (React sets text), so the policy makes script URLs only, from a fixed
 * list: the app's service worker and Stripe.js. It makes no HTML and no script. There is no
 * `default` policy, which would have to turn strings into typed values everywhere. A library that
 * writes a string to a sink is then refused and reported (the e2e fixture fails on the
 * violation), so nothing is let through without anyone knowing.
 */
import type { TrustedScriptURL, TrustedTypePolicy, TrustedTypesWindow } from 'trusted-types/lib'

/** The policy's name; the CSP's `trusted-types` directive allows this one only. */
export const TRUSTED_TYPES_POLICY = 'hubdeck'

/**
 * The only scripts the app loads by URL: its service worker, and Stripe.js from Stripe's origin
 * (`/{release train}/stripe.js`, as @stripe/stripe-js names it).
 */
const SCRIPT_URLS: readonly RegExp[] = [/^\/sw\.js$/, /^https:\/\/js\.stripe\.com\/[a-z]+\/stripe\.js$/]

export type ScriptURLPolicy = Pick<TrustedTypePolicy, 'createScriptURL'>

/** `url` when the app may load it as a script; throws for any other URL. */
export function allowedScriptURL(url: string): string {
  if (!SCRIPT_URLS.some((allowed) => allowed.test(url))) throw new TypeError(`Script URL not allowed: ${url}`)
  return url
}

let policy: ScriptURLPolicy | null | undefined

/**
 * Makes the app's policy, once, from `factory` (the browser's `trustedTypes`): at start-up
 * (main.tsx), so no later script can take the name. Null where the browser has no Trusted Types.
 */
export function installTrustedTypes(
  factory = (globalThis as unknown as TrustedTypesWindow).trustedTypes,
): ScriptURLPolicy | null {
  policy ??= factory?.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: allowedScriptURL }) ?? null
  return policy
}

/**
 * `url` as a script sink accepts it: a TrustedScriptURL where the browser enforces Trusted
 * Types, the checked string elsewhere. Throws for a URL off the list.
 */
export function trustedScriptURL(url: string): TrustedScriptURL | string {
  const made = installTrustedTypes()
  return made ? made.createScriptURL(url) : allowedScriptURL(url)
}
