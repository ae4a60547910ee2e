/**
 * The language switcher: a native select (keyboard and screen-reader friendly for free).
 * Language names are shown in their own language, as users look for them.
 */
import { useLingui } from '@lingui/react/macro'
import { chooseLocale } from '../../i18n/i18n'
import { isLocale } from '../../i18n/locales'
import { LanguageOptions } from '../ui/language-options'

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
        <LanguageOptions />
      </select>
    </label>
  )
}
