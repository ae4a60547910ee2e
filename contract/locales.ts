/**
 * The interface languages (SPEC §9): `en` (en-US) and `zh` (zh-CN), chosen by the cookie
 * `i18n_redirected`, else by the browser's languages, else en-US. Here because the app and the
 * server must pick the same one: the server words its mails and answers with it, and sends the
 * landing page already rendered in it.
 */
export const LOCALES = ['en', 'zh'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'i18n_redirected'

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
 * The browser's languages as `navigator.languages` lists them, from an `Accept-Language` header:
 * by quality, highest first (a missing quality is 1), a refused one (`q=0`) left out.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index }
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag)
}
