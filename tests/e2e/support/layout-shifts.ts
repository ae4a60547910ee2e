/**
 * The layout shifts a page makes, as Lighthouse's CLS counts them (no input meanwhile): recorded
 * from the first script of every page the test opens after `recordLayoutShifts`.
 */
import type { Page } from '@playwright/test'

export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { __shifts: number[] }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Each shift's score so far, in order. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)
}
