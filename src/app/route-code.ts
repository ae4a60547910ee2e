/**
 * The code of the page a visit opens, fetched as the entry starts: the router would ask for a
 * route's lazy chunks only after the access guard has decided, and a signed-in guard waits for
 * the session runtime (its code, then IndexedDB), so each step of that chain used to wait for the
 * one before. Started here, the chunks load while the catalog loads and the store opens; the
 * router later awaits the same promises (a route's lazy load is cached on the route).
 */
import { decideAccess } from './access-guard'
import { router } from './router'

/** Starts loading the chunks of every route matching `pathname`, unless the guard will send the visitor elsewhere. */
export function preloadRouteCode(pathname: string, hasToken: boolean): void {
  const [branch, , leaf] = router.getMatchedRoutes(pathname)
  // A signed-out visitor asking for a private page goes to /login: that page's code would be wasted.
  if (!hasToken && leaf) {
    const target = { route: leaf.fullPath, search: {}, href: pathname }
    if (decideAccess(target, { status: 'signedOut' }).kind !== 'allow') return
  }
  for (const route of branch) {
    // A failed chunk is the router's to report when it needs it (it loads it again then).
    router.loadRouteChunk(route)?.catch(() => undefined)
  }
}
