/**
 * The colour theme: dark when the root element has class `dark` (SPEC §2). The system
 * preference is followed until the user chooses; the choice is remembered on this device.
 * `public/theme-init.js` applies the same rule before first paint (no flash) — keep them in step.
 */
export type ThemeChoice = 'light' | 'dark'
export const THEME_STORAGE_KEY = 'hubdeck:theme'
const DARK_QUERY = '(prefers-color-scheme: dark)'

export function savedTheme(): ThemeChoice | null {
  const value = localStorage.getItem(THEME_STORAGE_KEY)
  return value === 'light' || value === 'dark' ? value : null
}

/** False where there is no document: the build's prerender of `/` (src/app/prerender.tsx). */
export function isDarkApplied(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark')
}

function apply(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark)
}

/** The user's explicit choice: applied now and on every later visit. */
export function chooseTheme(choice: ThemeChoice): void {
  localStorage.setItem(THEME_STORAGE_KEY, choice)
  apply(choice === 'dark')
}

/** Follows system changes while the user has not chosen. @returns an unsubscribe function. */
export function followSystemTheme(onChange: () => void): () => void {
  const media = matchMedia(DARK_QUERY)
  const listener = () => {
    if (savedTheme() === null) apply(media.matches)
    onChange()
  }
  media.addEventListener('change', listener)
  return () => media.removeEventListener('change', listener)
}
