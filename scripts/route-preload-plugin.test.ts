// @vitest-environment happy-dom
/** The route preload: which URL pattern a route file serves, the table, and the script at work. */
import { describe, expect, it, vi } from 'vitest'
import {
  PRELOAD_BATCH,
  ROUTE_PRELOAD_POLICY,
  routePattern,
  routePreloadLoader,
  routePreloadScript,
  routePreloadTable,
} from './route-preload-plugin'
import { stubTrustedTypes } from './trusted-types-stub'

const ROOT = '/app'
const chunk = (fileName: string, facade: string | null, imports: string[] = [], dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: fileName.startsWith('assets/index'),
  facadeModuleId: facade && `${ROOT}/${facade}`,
  imports,
  dynamicImports,
})
const CHUNKS = [
  chunk('assets/index-1.js', 'index.html', ['assets/shell-1.js']),
  chunk('assets/shell-1.js', null),
  chunk('assets/_default-1.js', 'src/routes/_default.tsx?tsr-split=component', ['assets/shell-1.js']),
  chunk('assets/login-1.js', 'src/routes/_default/login.tsx?tsr-split=component', ['assets/form-1.js']),
  chunk('assets/form-1.js', null, ['assets/shell-1.js']),
  chunk('assets/code-1.js', 'src/routes/_default/invoice/$code.tsx?tsr-split=component'),
  chunk('assets/route-1.js', 'src/routes/rpc/route.tsx?tsr-split=component', [], ['assets/menu-1.js']),
  chunk('assets/menu-1.js', 'src/features/account/components/user-menu.tsx'),
  chunk('assets/endpoint-1.js', 'src/routes/rpc/endpoint.tsx?tsr-split=component', [], ['assets/keys-1.js']),
  chunk('assets/keys-1.js', 'src/features/api-keys/components/api-keys-section.tsx', ['assets/dates-1.js']),
  chunk('assets/dates-1.js', null),
  chunk('assets/node-1.js', 'src/routes/rpc/node/$id.tsx?tsr-split=component'),
  chunk('assets/session-runtime-1.js', 'src/app/session-runtime.ts', ['assets/xstate-1.js', 'assets/shell-1.js']),
  chunk('assets/xstate-1.js', null),
  chunk('assets/messages-en.js', 'locales/en/messages.po'),
  chunk('assets/messages-zh.js', 'locales/zh/messages.po'),
]

/** An empty head and exactly the cookies given (`a=1; b=2`), as a new visit has them. */
function freshPage(cookie: string): void {
  document.head.replaceChildren()
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  if (cookie) for (const entry of cookie.split('; ')) document.cookie = `${entry}; path=/`
}

describe('routePattern', () => {
  it('maps page files to their URL, leaving out pathless folders', () => {
    expect(routePattern('src/routes/_default/login.tsx')).toBe('/login')
    expect(routePattern('src/routes/_default/index.tsx')).toBe('/')
    expect(routePattern('src/routes/rpc/index.tsx')).toBe('/rpc')
    expect(routePattern('src/routes/rpc/billings/charge.tsx')).toBe('/rpc/billings/charge')
    expect(routePattern('src/routes/_default/invoice/$code.tsx')).toBe('/invoice/$code')
  })

  it('has no pattern for layouts, the root, a catch-all or code that is no route', () => {
    for (const source of [
      'src/routes/rpc/route.tsx',
      'src/routes/_default.tsx',
      'src/routes/__root.tsx',
      'src/routes/$.tsx',
      'src/features/x.tsx',
    ])
      expect(routePattern(source)).toBeNull()
  })
})

describe('the table', () => {
  const table = routePreloadTable(CHUNKS, ROOT)
  const files = (pattern: string) => table.routes.find((route) => route.pattern === pattern)?.files

  it('lists dashboard pages, and apart the signed-out first pages (/login here; this bundle has no landing page)', () => {
    expect(table.routes.map((route) => route.pattern)).toEqual(['/rpc/endpoint', '/rpc/node/$id'])
    expect(table.signedOut).toEqual([
      { pattern: '/login', files: ['assets/_default-1.js', 'assets/login-1.js', 'assets/form-1.js'] },
    ])
  })

  it("lists a page's layout, its chunk, what their first render loads lazily and the static imports of all, but not what the entry loads", () => {
    expect(files('/rpc/endpoint')).toEqual([
      'assets/route-1.js',
      'assets/menu-1.js',
      'assets/endpoint-1.js',
      'assets/keys-1.js',
      'assets/dates-1.js',
    ])
  })

  it('has the session runtime and each catalog', () => {
    expect(table.session).toEqual(['assets/session-runtime-1.js', 'assets/xstate-1.js'])
    expect(table.catalogs).toEqual({ en: 'assets/messages-en.js', zh: 'assets/messages-zh.js' })
  })
})

/** The page's `modulepreload` links, in document order. */
const preloadHrefs = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

describe('the script', () => {
  const script = routePreloadScript(routePreloadTable(CHUNKS, ROOT))
  /** Runs the script and every batch of links it adds later (see the batching test). */
  const runScript = () => {
    vi.useFakeTimers()
    try {
      new Function(script)()
      vi.runAllTimers()
    } finally {
      vi.useRealTimers()
    }
  }
  const preloaded = (path: string, cookie: string) => {
    history.replaceState(null, '', path)
    freshPage(cookie)
    runScript()
    return preloadHrefs()
  }

  it("preloads the catalog of the chosen language, the session runtime, then a token holder's dashboard page, in the order the first paint needs them", () => {
    expect(preloaded('/rpc/endpoint', 'i18n_redirected=zh; bpis=token')).toEqual([
      '/assets/messages-zh.js',
      '/assets/session-runtime-1.js',
      '/assets/xstate-1.js',
      '/assets/route-1.js',
      '/assets/menu-1.js',
      '/assets/endpoint-1.js',
      '/assets/keys-1.js',
      '/assets/dates-1.js',
    ])
  })

  it('adds no second link for a file the page already asks for (the HTML, or the app that ran first)', () => {
    history.replaceState(null, '', '/rpc/endpoint')
    freshPage('bpis=token')
    for (const href of ['/assets/menu-1.js', '/assets/xstate-1.js']) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    const entry = document.createElement('script')
    entry.src = '/assets/keys-1.js'
    document.head.append(entry)
    runScript()
    expect(preloadHrefs()).toEqual([
      '/assets/menu-1.js',
      '/assets/xstate-1.js',
      '/assets/messages-en.js',
      '/assets/session-runtime-1.js',
      '/assets/route-1.js',
      '/assets/endpoint-1.js',
      '/assets/dates-1.js',
    ])
  })

  it('matches a parameter and a trailing slash', () => {
    expect(preloaded('/rpc/node/n-7/', 'bpis=token')).toEqual([
      '/assets/messages-en.js',
      '/assets/session-runtime-1.js',
      '/assets/xstate-1.js',
      '/assets/route-1.js',
      '/assets/menu-1.js',
      '/assets/node-1.js',
    ])
  })

  it('leaves a visitor without a token, a signed-out page and an unknown path to the app: only the catalog', () => {
    expect(preloaded('/rpc/endpoint', '')).toEqual(['/assets/messages-en.js'])
    expect(preloaded('/login', 'bpis=token')).toEqual(['/assets/messages-en.js'])
    expect(preloaded('/no/such/page', 'bpis=token')).toEqual(['/assets/messages-en.js'])
  })

  it('adds a few links per task, the first ones at once: a page of many files is no one long task', () => {
    const files = Array.from({ length: 3 * PRELOAD_BATCH }, (_, index) => `assets/part-${index}.js`)
    const many = routePreloadScript({
      routes: [{ pattern: '/rpc/endpoint', files }],
      session: [],
      signedOut: [],
      catalogs: { en: 'assets/messages-en.js' },
    })
    vi.useFakeTimers()
    try {
      history.replaceState(null, '', '/rpc/endpoint')
      freshPage('bpis=token')
      new Function(many)()
      const count = () => preloadHrefs().length
      expect(count()).toBe(PRELOAD_BATCH)
      vi.advanceTimersToNextTimer()
      expect(count()).toBe(2 * PRELOAD_BATCH)
      vi.runAllTimers()
      expect(preloadHrefs()).toEqual(['/assets/messages-en.js', ...files.map((file) => `/${file}`)])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the loader', () => {
  const loader = routePreloadLoader(routePreloadTable(CHUNKS, ROOT))
  const run = (path: string, cookie: string) => {
    history.replaceState(null, '', path)
    freshPage(cookie)
    new Function(loader)()
    return {
      scripts: [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src')),
      preloads: preloadHrefs(),
    }
  }

  it('fetches the table for a token holder only, and preloads nothing itself then', () => {
    expect(run('/rpc/endpoint', 'bpis=token')).toEqual({ scripts: ['/route-preload-table.js'], preloads: [] })
    expect(run('/rpc/endpoint', 'i18n_redirected=zh').scripts).toEqual([])
    expect(run('/rpc/endpoint', '').scripts).toEqual([])
  })

  it("preloads a signed-out first page's code and the catalog of the visitor's language, and only the catalog elsewhere", () => {
    expect(run('/login', 'i18n_redirected=zh').preloads).toEqual([
      '/assets/messages-zh.js',
      '/assets/_default-1.js',
      '/assets/login-1.js',
      '/assets/form-1.js',
    ])
    expect(run('/login/', '').preloads).toEqual([
      '/assets/messages-en.js',
      '/assets/_default-1.js',
      '/assets/login-1.js',
      '/assets/form-1.js',
    ])
    expect(run('/register', '').preloads).toEqual(['/assets/messages-en.js'])
    expect(run('/rpc/endpoint', '').preloads).toEqual(['/assets/messages-en.js'])
  })

  it("makes the table's URL with its own Trusted Types policy where the browser has them, and no other URL", () => {
    const { policyNames, made } = stubTrustedTypes()
    try {
      expect(run('/rpc/endpoint', 'bpis=token').scripts).toEqual(['/route-preload-table.js'])
    } finally {
      vi.unstubAllGlobals()
    }
    expect(policyNames()).toEqual([ROUTE_PRELOAD_POLICY])
    expect(made).toEqual(['/route-preload-table.js'])
  })
})
