/**
 * The pages the bench measures and the source files whose chunks a cold load of each awaits
 * before its first render: its layout route and its own route (both lazily loaded by the
 * router's autoCodeSplitting), and the English catalog, which `src/main.tsx` loads before it
 * renders anything.
 */
export const BENCH_ROUTES = [
  {
    path: '/',
    heading: 'RPC endpoints for every chain, in one dashboard',
    sources: ['src/routes/_default.tsx', 'src/routes/_default/index.tsx', 'locales/en/messages.po'],
  },
  {
    path: '/login',
    heading: 'Log in',
    sources: ['src/routes/_default.tsx', 'src/routes/_default/login.tsx', 'locales/en/messages.po'],
  },
  {
    path: '/rpc/endpoint',
    heading: 'Endpoints',
    sources: ['src/routes/rpc/route.tsx', 'src/routes/rpc/endpoint.tsx', 'locales/en/messages.po'],
  },
] as const
