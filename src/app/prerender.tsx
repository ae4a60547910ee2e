/**
 * A page a first visit opens signed out (`/`, `/login`: contract/prerendered-pages.ts) rendered to
 * HTML at build time (scripts/prerender-plugin.ts), in each language: the server sends it inside
 * index.html, so a first-time visitor sees the page before any JavaScript has run (issue 21:
 * Lighthouse mobile ≥ 98), and the app takes over once it has rendered the same page (main.tsx).
 * Rendered with the real route tree and layout, signed out; what loads later (the landing's offer,
 * the login form's code) shows the placeholder it shows in the app meanwhile.
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
    // A first-time visitor: nothing to guard.
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
