/**
 * The language switcher: a native select (keyboard and screen-reader friendly for free).
 * Language names are shown in their own language, as users look for them.
 */
import { useLingui } from '@lingui/react/macro'
import { chooseLocale } from '../../i18n/i18n'
import { isLocale, type Locale } from '../../i18n/locales'

// Endonyms: each language is named in itself, never translated.
// eslint-disable-next-line lingui/no-unlocalized-strings
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', zh: '中文' }

export function LanguageSwitcher() {
  const { t, i18n } = useLingui()
  return (
    <label className="inline-flex items-center">
      <span className="sr-only">{t`Language`}</span>
      <select
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLocale(event.target.value)
        }}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {(Object.keys(LANGUAGE_NAMES) as Locale[]).map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  )
}
