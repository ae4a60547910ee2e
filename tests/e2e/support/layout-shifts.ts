/**
 * The layout shifts a page makes, as Lighthouse's CLS counts them (no input meanwhile): recorded
 * from the first script of every page the test opens after `recordLayoutShifts`. Each is told by
 * its score and what moved (the element, the start of its text, its top before and after), so a
 * failing test says which part of the page jumped.
 */
import type { Page } from '@playwright/test'

export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = []
    ;(window as unknown as { __shifts: string[] }).__shifts = shifts
    type Shift = PerformanceEntry & {
      value: number
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = entry.sources.map(({ node, previousRect, currentRect }) => {
          const text = (node?.textContent ?? '').trim().slice(0, 30)
          return `${node?.nodeName.toLowerCase() ?? '?'} "${text}" ${Math.round(previousRect.y)}→${Math.round(currentRect.y)}`
        })
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join(', ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Each shift so far, in order, once the frames drawn so far have reported theirs. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // The observer hears of a frame's shifts after it is drawn: two frames on, it has.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    return (window as unknown as { __shifts: string[] }).__shifts
  })
}
