/**
 * The interface languages (SPEC §9): `en` (en-US) and `zh` (zh-CN), chosen by the cookie
 * `i18n_redirected`, else by the browser's languages, else en-US. A detected language is written
 * to the cookie as a chosen one is, so the server and later visits see the same language.
 */
export const LOCALES = ['en', 'zh'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'i18n_redirected'
/** The language cookie lasts 365 days. */
export const LOCALE_COOKIE_DAYS = 365

/** BCP 47 tags for Intl and `<html lang>`. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', zh: 'zh-CN' }

/** Endonyms: each language is named in itself, never translated, as users look for them. */
// eslint-disable-next-line lingui/no-unlocalized-strings
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', zh: '中文' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Picks the locale from the cookie value first, then the browser's preferred languages. */
export function detectLocale(cookieValue: string | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(cookieValue)) return cookieValue
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return DEFAULT_LOCALE
}

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
