/**
 * The Lingui instance and locale switching. Catalogs are loaded on demand (one chunk per
 * locale, cached by the service worker); dayjs follows the active locale.
 */
import { i18n } from '@lingui/core'
import dayjs from 'dayjs'
import { readCookie, writeCookie } from '../lib/cookies'
import { detectLocale, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALE_TAGS, type Locale } from './locales'

export { i18n }

const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/messages.po'),
  zh: () => import('../../locales/zh/messages.po'),
}

const dayjsLocales: Record<Locale, () => Promise<unknown>> = {
  en: async () => undefined, // dayjs ships English built in
  zh: () => import('dayjs/locale/zh-cn'),
}

/** Loads the catalog and activates the locale, in Lingui, dayjs and `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  const [{ messages }] = await Promise.all([catalogs[locale](), dayjsLocales[locale]()])
  i18n.loadAndActivate({ locale, messages: messages as Parameters<typeof i18n.load>[1] })
  dayjs.locale(locale === 'zh' ? 'zh-cn' : 'en')
  document.documentElement.lang = LOCALE_TAGS[locale]
}

/** The locale this visit starts in. */
export function initialLocale(): Locale {
  return detectLocale(readCookie(LOCALE_COOKIE), navigator.languages ?? [navigator.language])
}

const choiceListeners = new Set<(locale: Locale) => void>()

/**
 * The user's explicit choice: remembered for 365 days, then activated. Listeners hear of it so a
 * signed-in account's language follows (the app queues `hub_changeUserLang`).
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS)
  await activateLocale(locale)
  for (const listener of choiceListeners) listener(locale)
}

/** Hears every explicit language choice; returns the unsubscribe. */
export function onLocaleChosen(listener: (locale: Locale) => void): () => void {
  choiceListeners.add(listener)
  return () => choiceListeners.delete(listener)
}
