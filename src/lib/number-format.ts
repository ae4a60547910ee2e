/**
 * Number formatters, made once per language and options and then reused: `new Intl.NumberFormat`
 * looks its locale data up each time (~45 µs in Node, several times that on a phone), and a key
 * table, a statement or the header formats dozens of figures a render. Made per figure, they were
 * part of the long tasks of a signed-in first visit (issue 15, Total Blocking Time).
 */
import { LOCALE_TAGS, isLocale } from '../i18n/locales'

const formatters = new Map<string, Intl.NumberFormat>()

/** The formatter for `locale` (an app locale such as `zh`, or a BCP 47 tag) and `options`. */
export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const tag = isLocale(locale) ? LOCALE_TAGS[locale] : locale
  const key = `${tag ?? ''} ${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, options)
    formatters.set(key, formatter)
  }
  return formatter
}

/** Request units, short (250M, 1.2B; 2.5亿 in Chinese), in the app locale given. */
export function formatRuShort(locale: string, ru: number): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(ru)
}
