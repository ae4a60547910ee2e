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

export async function renderPage(path: string, locale: Locale): Promise<string> {
  i18n.loadAndActivate({ locale, messages: await baseMessages(locale) })
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    // No session: nothing to guard. The server decides who gets which page (server/http/static.ts).
    context: { guard: async () => {} },
    isServer: true,
  })
  await router.load()
  return renderToString(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
}
