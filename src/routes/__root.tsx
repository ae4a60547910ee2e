import { createRootRoute, Outlet } from '@tanstack/react-router'

/** The root renders only its child layout: `_default` or `rpc`. */
export const Route = createRootRoute({
  component: Outlet,
})
