/**
 * The router: file routes (generated tree), the access guard of SPEC §2 (through the router
 * context, acted on by the root route), the app-wide not-found and error pages, and the
 * scroll-to-top policy of SPEC §2.
 */
import { createRouter } from '@tanstack/react-router'
import { ErrorPage } from '../components/layouts/error-page'
import { NotFoundPage } from '../components/layouts/not-found-page'
import { routeTree } from '../routeTree.gen'
import { cancelRouteCalls } from '../lib/rpc-in-flight'
import { guardNavigation } from './route-guard'
import { installScrollToTop } from './scroll-to-top'

export const router = createRouter({
  routeTree,
  context: { guard: guardNavigation },
  defaultPreload: 'intent',
  defaultErrorComponent: ErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  // We own scrolling (SPEC §2: to the top unless a hash is present or the route opts out).
  scrollRestoration: false,
})

installScrollToTop(router)
// SPEC §9: a page change cancels the calls the old page made (except the exempt ones).
router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
  if (pathChanged) cancelRouteCalls()
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface StaticDataRouteOption {
    /** The route keeps the scroll position when entered (SPEC §2 "unless the route opts out"). */
    keepScroll?: boolean
  }
}
