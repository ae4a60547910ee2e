/**
 * How many headings of level 1 each animation frame showed, from the first paint: how the
 * prerender tests see that the app took a prerendered page over with no frame without it.
 */
import type { Page } from '@playwright/test'

/** Starts noting, in every frame of every page the tab opens from now on. */
export async function noteHeadingsEachFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts: number[] = []
    ;(window as unknown as { headingCounts: number[] }).headingCounts = counts
    const note = () => {
      counts.push([...document.querySelectorAll('h1')].filter((heading) => heading.checkVisibility()).length)
      requestAnimationFrame(note)
    }
    requestAnimationFrame(note)
  })
}

/** The counts from the first frame that showed a heading on (empty when none did). */
export async function headingCountsSinceShown(page: Page): Promise<number[]> {
  const counts = await page.evaluate(() => (window as unknown as { headingCounts: number[] }).headingCounts)
  const first = counts.indexOf(1)
  return first < 0 ? [] : counts.slice(first)
}
