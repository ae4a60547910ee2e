/**
 * Small device-local preferences kept in localStorage under SPEC §3's names
 * (`sidebarWidth`, `sidebarCollapse`). Corrupt or missing values fall back to defaults:
 * a bad value in storage must never break the layout.
 */
export const SIDEBAR_WIDTH_KEY = 'sidebarWidth'
export const SIDEBAR_COLLAPSE_KEY = 'sidebarCollapse'
/** SPEC §9: sidebar default width 200 px. */
export const SIDEBAR_DEFAULT_WIDTH = 200
export const SIDEBAR_MIN_WIDTH = 160
export const SIDEBAR_MAX_WIDTH = 360

export function clampSidebarWidth(width: number): number {
  if (!Number.isFinite(width)) return SIDEBAR_DEFAULT_WIDTH
  return Math.min(SIDEBAR_MAX_WIDTH, Math.max(SIDEBAR_MIN_WIDTH, Math.round(width)))
}

/**
 * The stored value, or null where there is no storage: a page prerendered at build time
 * (scripts/prerender-plugin.ts), or a browser that refuses storage (it throws then).
 */
function stored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function readSidebarWidth(): number {
  const raw = stored(SIDEBAR_WIDTH_KEY)
  return raw === null ? SIDEBAR_DEFAULT_WIDTH : clampSidebarWidth(Number(raw))
}

export function writeSidebarWidth(width: number): void {
  localStorage.setItem(SIDEBAR_WIDTH_KEY, String(clampSidebarWidth(width)))
}

export function readSidebarCollapsed(): boolean {
  return stored(SIDEBAR_COLLAPSE_KEY) === 'true'
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  localStorage.setItem(SIDEBAR_COLLAPSE_KEY, String(collapsed))
}
