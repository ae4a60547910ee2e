/** Switches between light and dark; the choice survives reloads (src/lib/theme.ts). */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { chooseTheme, followSystemTheme, isDarkApplied } from '../../lib/theme'

export function ThemeToggle() {
  const { t } = useLingui()
  const [dark, setDark] = useState(isDarkApplied)
  useEffect(() => followSystemTheme(() => setDark(isDarkApplied())), [])
  const toggle = () => {
    chooseTheme(dark ? 'light' : 'dark')
    setDark(!dark)
  }
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={t`Dark mode`}
      title={t`Dark mode`}
      className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {/* The icon follows the applied theme by CSS, so the prerendered landing page shows the right one too. */}
      <svg
        viewBox="0 0 24 24"
        className="hidden size-5 dark:block"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      <svg
        viewBox="0 0 24 24"
        className="size-5 dark:hidden"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    </button>
  )
}
