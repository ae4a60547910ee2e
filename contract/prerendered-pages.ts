/**
 * The pages the build prerenders in each language (scripts/prerender-plugin.ts) and the server
 * sends already rendered (server/http/static.ts): the two a first visit opens signed out, and the
 * page a signed-in visitor lands on, as its shell (layout, heading, skeletons: no account data,
 * which only the app has). Each is `prerendered/{name}.{locale}.html` in the build folder.
 *
 * `signedIn` pages go only to a request holding the session cookie: anyone else is sent to log
 * in by the app, and would otherwise see a dashboard flash by first. The token is not checked:
 * the shell holds nothing of an account, and a stale token ends on the login page all the same.
 */
import type { Locale } from './locales'

export const PRERENDERED_PAGES = [
  { path: '/', name: 'index', signedIn: false },
  { path: '/login', name: 'login', signedIn: false },
  { path: '/rpc/endpoint', name: 'endpoint', signedIn: true },
] as const

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number]

/** The build folder holding the prerendered pages. */
export const PRERENDERED_DIR = 'prerendered'

export function prerenderedFile(page: PrerenderedPage, locale: Locale): string {
  return `${PRERENDERED_DIR}/${page.name}.${locale}.html`
}
