/**
 * The interface languages and how one is picked live in the contract (the server picks the same
 * one); this module adds what only the app needs.
 */
import { DEFAULT_LOCALE, detectLocale, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '../../contract/locales'

export { DEFAULT_LOCALE, detectLocale, isLocale, LOCALE_COOKIE, LOCALES, type Locale }

/** The language cookie lasts 365 days. */
export const LOCALE_COOKIE_DAYS = 365

/** BCP 47 tags for Intl and `<html lang>`. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', zh: 'zh-CN' }

/** Endonyms: each language is named in itself, never translated, as users look for them. */
// eslint-disable-next-line lingui/no-unlocalized-strings
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', zh: '中文' }

/**
 * The locale a visit starts in, and the cookie value to write for it: the detected locale when the
 * cookie holds none we know (first visit, or a stale value), else nothing (a known cookie keeps its
 * own 365 days, counted from when it was written).
 */
export function startingLocale(
  cookieValue: string | undefined,
  browserLanguages: readonly string[],
): { locale: Locale; cookieToWrite: Locale | null } {
  const locale = detectLocale(cookieValue, browserLanguages)
  return { locale, cookieToWrite: isLocale(cookieValue) ? null : locale }
}
