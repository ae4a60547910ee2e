import { LANGUAGE_NAMES, LOCALES } from '../../i18n/locales'

/** The options of every language select, each named in its own language. */
export function LanguageOptions() {
  return LOCALES.map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {LANGUAGE_NAMES[locale]}
    </option>
  ))
}
