/**
 * The chart colours of the light and dark themes (the root element's `dark` class), taken from
 * the design's palette so lines and axes read on either background (contrast ≥ 3:1 for lines,
 * 4.5:1 for axis text).
 */
export interface ChartTheme {
  axis: string
  grid: string
  lines: readonly [string, string, string]
}

const LIGHT: ChartTheme = { axis: '#475569', grid: '#e2e8f0', lines: ['#4f46e5', '#0f766e', '#b45309'] }
const DARK: ChartTheme = { axis: '#cbd5e1', grid: '#1e293b', lines: ['#a5b4fc', '#5eead4', '#fbbf24'] }

export function chartTheme(dark: boolean): ChartTheme {
  return dark ? DARK : LIGHT
}

/** Whether the dark theme is applied now. */
export function isDark(): boolean {
  return document.documentElement.classList.contains('dark')
}

/** Calls `onChange` when the theme switches (the root element's class changes). */
export function watchTheme(onChange: (dark: boolean) => void): () => void {
  let dark = isDark()
  const observer = new MutationObserver(() => {
    if (isDark() === dark) return
    dark = isDark()
    onChange(dark)
  })
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
