/** The composition root: providers around the router. */
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { Toaster } from '../components/ui/toaster'
import { i18n } from '../i18n/i18n'
import { router } from './router'

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
      <Toaster />
    </I18nProvider>
  )
}
