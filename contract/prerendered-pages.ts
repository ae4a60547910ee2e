/**
 * The pages the build prerenders in each language (scripts/prerender-plugin.ts) and the server
 * sends already rendered (server/http/static.ts): the two a first visit opens signed out. Each
 * is `prerendered/{name}.{locale}.html` in the build folder.
 */
import type { Locale } from './locales'

export const PRERENDERED_PAGES = [
  { path: '/', name: 'index' },
  { path: '/login', name: 'login' },
] as const

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number]

/** The build folder holding the prerendered pages. */
export const PRERENDERED_DIR = 'prerendered'

export function prerenderedFile(page: PrerenderedPage, locale: Locale): string {
  return `${PRERENDERED_DIR}/${page.name}.${locale}.html`
}
