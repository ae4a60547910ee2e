/**
 * Security headers on every response, pages and API alike. The policy allows only this origin's
 * own files: no inline script or style, no framing (clickjacking), no plugins. The built app
 * needs nothing more — Vite emits external scripts and stylesheets, and the PWA plugin links the
 * manifest as a file.
 *
 * Two exceptions, both for card payments (issue 16): a route with `config.frameAncestors: 'self'`
 * (the card sandbox's card field and 3-D Secure page, which the app embeds in an iframe) may be
 * framed by this origin, and no other; and when the server runs Stripe, pages may load Stripe.js
 * and its frames (Stripe's published CSP list), as Stripe Elements needs.
 *
 * Trusted Types (issue 21) on every page: DOM sinks that can run script (innerHTML, a script's
 * src, eval, a service worker's URL) refuse plain strings, and only three named policies may make
 * the typed values, both of script URLs from a fixed list and none of HTML: the app's
 * (src/lib/trusted-types.ts: the service worker and Stripe.js), the route-preload loader's
 * (its table's URL) and the prerendered pages' boot script's (the head's scripts it adds). No `default` policy. An injected string that reaches a sink is refused and
 * reported, not run.
 */
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `'self'`: this route's pages may be framed by our own origin (default: by none). */
    frameAncestors?: 'self'
  }
}

/**
 * The Trusted Types policies pages may make, each once: the app's (TRUSTED_TYPES_POLICY in
 * src/lib/trusted-types.ts) and the head's route-preload loader's (ROUTE_PRELOAD_POLICY in
 * scripts/route-preload-plugin.ts), which runs before the app, and the prerendered pages'
 * boot script's (PRERENDER_BOOT_POLICY in scripts/prerender-plugin.ts), which adds the app's scripts
 * after the first paint. tests/gates holds the names together.
 */
export const TRUSTED_TYPES_POLICIES = ['hubdeck', 'hubdeck-preload', 'hubdeck-prerendered'] as const

/** What the policy may allow beyond this origin. */
export interface PolicyOptions {
  /** Stripe.js and its frames (https://docs.stripe.com/security/guide#content-security-policy). */
  stripe?: boolean
  /** Who may frame the page: nobody (the default), or this origin. */
  frameAncestors?: "'none'" | "'self'"
}

/** The Content-Security-Policy of a response with these options. */
export function contentSecurityPolicy({ stripe = false, frameAncestors = "'none'" }: PolicyOptions = {}): string {
  const add = (sources: string) => (stripe ? ` ${sources}` : '')
  return [
    "default-src 'self'",
    `script-src 'self'${add('https://js.stripe.com https://*.js.stripe.com')}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${add('https://api.stripe.com')}`,
    `frame-src 'self'${add('https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ')
}

/** The Content-Security-Policy, in one place so tests and docs read the same value. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

/** The headers every response carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}

/** Sent only over HTTPS: over plain HTTP, browsers ignore it and it would pin nothing. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains' // 2 years

/**
 * Adds the headers in an `onSend` hook, so error pages and 404s get them too. A callback hook,
 * not an async one: it runs on every response, and a promise per response showed in the profile.
 * Both header sets are built once, not per response.
 */
export function securityHeaders(app: FastifyInstance, options: { stripe?: boolean } = {}): void {
  const everywhere = { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(options) }
  const framedBySelf = {
    ...everywhere,
    'content-security-policy': contentSecurityPolicy({ ...options, frameAncestors: "'self'" }),
    'x-frame-options': 'SAMEORIGIN',
  }
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(request.routeOptions.config?.frameAncestors === 'self' ? framedBySelf : everywhere)
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY)
    done(null, payload)
  })
}
