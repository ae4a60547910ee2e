import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'

/** What a guarded navigation names: see `GuardTarget` in src/app/access-guard.ts. */
export interface NavigationTarget {
  /** The matched leaf route's `fullPath` (`/invoice/$code`, `/rpc/billings/`). */
  route: string
  search: Readonly<Record<string, unknown>>
  /** Path, search and hash, as asked for. */
  href: string
}

/** Services the app gives every route (the composition root fills them: src/app/router.tsx). */
export interface RouterContext {
  /** SPEC §2 access guard: resolves when the page may open, throws a redirect when it may not. */
  guard(target: NavigationTarget): Promise<void>
}

/**
 * The root renders only its child layout: `_default` or `rpc`. Every navigation passes the
 * access guard first; preloads on hover do not (they open nothing, and must not end a session).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location, matches, preload }) => {
    if (preload) return
    const leaf = matches.at(-1)
    await context.guard({ route: leaf?.fullPath ?? location.pathname, search: location.search, href: location.href })
  },
  component: Outlet,
})
