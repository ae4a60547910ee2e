/**
 * Renders a component the way the app does: inside Lingui's provider, with the real catalog of
 * the chosen locale loaded (the vite Lingui plugin compiles `.po` files for Vitest too), so tests
 * assert the words a person would read.
 */
import { I18nProvider } from '@lingui/react'
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { activateLocale, i18n, loadCatalogPart } from '../../src/i18n/i18n'
import type { Locale } from '../../src/i18n/locales'

export interface RenderWithI18nOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Defaults to English. */
  locale?: Locale
}

/** Activates `locale` (catalog, dayjs, `<html lang>`), then renders `ui` inside `<I18nProvider>`. */
export async function renderWithI18n(
  ui: ReactElement,
  { locale = 'en', ...options }: RenderWithI18nOptions = {},
): Promise<RenderResult> {
  await loadLocale(locale)
  return render(ui, { wrapper: I18nWrapper, ...options })
}

/**
 * Activates a locale for code that reads `i18n` without rendering (e.g. `src/lib/dates.ts`),
 * with every catalog part, as the app has once its screens asked for them.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  await act(async () => {
    await loadCatalogPart('notices')
    await loadCatalogPart('billing')
    await loadCatalogPart('packages')
    await loadCatalogPart('statements')
    await loadCatalogPart('nodes')
    await loadCatalogPart('team')
    await loadCatalogPart('statistics')
    await activateLocale(locale)
  })
}

function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}
