/**
 * SPEC §2: scroll returns to the top on a route change, unless the URL has a hash (the browser,
 * or the page, scrolls to the anchor) or a matched route opts out with `staticData.keepScroll`.
 */
import type { AnyRouter } from '@tanstack/react-router'

export interface ScrollDecisionInput {
  hash: string
  pathChanged: boolean
  keepScroll: boolean
}

/** Pure decision, kept apart so it can be tested without a browser. */
export function shouldScrollToTop({ hash, pathChanged, keepScroll }: ScrollDecisionInput): boolean {
  return pathChanged && hash === '' && !keepScroll
}

export function installScrollToTop(router: AnyRouter): void {
  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    // The first page of a visit starts at the top already: scrolling it would only force a layout
    // in the middle of the first paint.
    if (!fromLocation) return
    const keepScroll = router.state.matches.some((match) => match.staticData?.keepScroll === true)
    const decision = shouldScrollToTop({
      hash: toLocation.hash,
      pathChanged: fromLocation?.pathname !== toLocation.pathname,
      keepScroll,
    })
    if (!decision) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    // The dashboard scrolls its main pane, not the window.
    document.querySelectorAll('[data-scroll-root]').forEach((el) => el.scrollTo({ top: 0, left: 0 }))
  })
}
