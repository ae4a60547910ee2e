/**
 * Money on screen. Amounts travel as decimal strings (never floats, DESIGN.md); they become
 * numbers only here, for display in the active locale (SPEC §3: wallet amounts are parsed to
 * numbers).
 */
import { i18n } from '@lingui/core'

export function formatUsd(amount: string): string {
  const value = Number(amount)
  return new Intl.NumberFormat(i18n.locale === 'zh' ? 'zh-CN' : 'en-US', { style: 'currency', currency: 'USD' }).format(
    Number.isFinite(value) ? value : 0,
  )
}
