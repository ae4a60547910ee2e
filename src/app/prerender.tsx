/**
 * The pages of contract/prerendered-pages.ts rendered to HTML at build time
 * (scripts/prerender-plugin.ts), in each language: the server sends one inside index.html, so a
 * visitor sees the page before any JavaScript has run (issues 21 and 15: Lighthouse mobile ≥ 98),
 * and the app takes over once it has rendered the same page (main.tsx). `/` and `/login` are what
 * a first visit opens signed out; `/rpc/endpoint` is where a signed-in visitor lands, rendered as
 * its shell. Rendered with the real route tree and layout and no session: what loads later or
 * comes from the store (the landing's offer, the login form's code, the header's account parts,
 * the key list) shows the placeholder it shows in the app meanwhile. The store's hooks and the
 * device's preferences answer their "not known yet" value here (no window, no IndexedDB).
 */
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { baseMessages, i18n } from '../i18n/i18n'
import type { Locale } from '../i18n/locales'
import { routeTree } from '../routeTree.gen'

/**
 * The page at `path` in each of `locales`. Everything asynchronous (the catalogs, the route's
 * code) comes first; the renders then run back to back, with nothing awaited between them: a lazy
 * part whose code arrived between two renders (the help menu) would show in one language and only
 * its placeholder in the other.
 */
export async function renderPage(path: string, locales: readonly Locale[]): Promise<Map<Locale, string>> {
  const prepared = await Promise.all(
    locales.map(async (locale) => ({ locale, messages: await baseMessages(locale), router: await loadedRouter(path) })),
  )
  return new Map(
    prepared.map(({ locale, messages, router }) => {
      i18n.loadAndActivate({ locale, messages })
      const markup = renderToString(
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>,
      )
      return [locale, markup]
    }),
  )
}

async function loadedRouter(path: string) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    // No session: nothing to guard. The server decides who gets which page (server/http/static.ts).
    context: { guard: async () => {} },
    isServer: true,
  })
  await router.load()
  return router
}
