/** The composition root: providers around the router. */
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { i18n } from '../i18n/i18n'
import { LazyToaster } from './lazy-toaster'
import { router } from './router'

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
      <LazyToaster />
    </I18nProvider>
  )
}
