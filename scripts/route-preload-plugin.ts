/**
 * `/route-preload.js`: a classic script in the document's head that asks for the code of the
 * dashboard page being opened while the entry's own code is still being fetched and run.
 *
 * Without it, the first request for a page's chunks leaves from `src/main.tsx`, which runs only
 * once React, the router and Lingui (the `shell` chunk) have been evaluated: ~70 ms on a desktop
 * and several times that on a phone, and then each lazy step (the layout's and page's chunks,
 * the session runtime, the catalog) is one more round trip. From the head they load side by side
 * with the shell, from the network or the service worker's cache alike; `main.tsx` and the router
 * then find them fetched (they import the same URLs).
 *
 * The script is a hint, never a decision: it preloads a dashboard page's code only for a holder
 * of a session token (what the access guard opens in the common case), and the catalog of the
 * language the app will pick; any other case is left to the app. The two pages a first visit
 * opens signed out, the landing page and /login, are in the loader itself (their rows are a few
 * hundred bytes): their catalog and chunks load beside the shell instead of after it, which
 * Lighthouse counted against both. Other signed-out pages are left out: their few small chunks
 * would not pay for the bytes their rows add to every visit. The table is built from the
 * bundle: every dashboard route file's chunk, its layouts' chunks, what they load lazily at
 * their first render and the static imports of all these, minus what the entry already imports
 * (the HTML preloads those).
 */
import { dirname, join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { LOCALE_COOKIE, LOCALES } from '../src/i18n/locales.ts'
import { SESSION_COOKIE } from '../contract/session-cookie.ts'

/** What the page's head loads: a few lines that fetch the table only for a token holder. */
export const ROUTE_PRELOAD_FILE = 'route-preload.js'
/** The table and the script that acts on it (~1.7 KB gz: the chunk names do not compress). */
export const ROUTE_PRELOAD_TABLE_FILE = 'route-preload-table.js'

/**
 * The Trusted Types policy the loader makes its one script URL with (the CSP's `trusted-types`
 * list names it beside the app's, server/http/security-headers.ts): it runs before the app's
 * code, so it cannot use the app's policy, and the CSP refuses a script URL given as a string.
 */
export const ROUTE_PRELOAD_POLICY = 'hubdeck-preload'

/** The table the script matches against. */
export interface RoutePreloadTable {
  /** Dashboard path patterns (`$name` is one segment) and the chunk files each page needs, layouts included. */
  routes: Array<{ pattern: string; files: string[] }>
  /** The session runtime's files: every dashboard page of a token holder waits for it. */
  session: string[]
  /** The signed-out first pages (SIGNED_OUT_PAGES) and their files, which the loader carries. */
  signedOut: Array<{ pattern: string; files: string[] }>
  /** Each locale's catalog chunk: the first render waits for it. */
  catalogs: Record<string, string>
}

/** The pages a first visit opens signed out, preloaded by the loader for a visitor without a token. */
const SIGNED_OUT_PAGES: ReadonlySet<string> = new Set(['/', '/login'])

/** Minimal view of a Rollup/Rolldown output chunk. */
interface ChunkInfo {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
  dynamicImports: string[]
}

export function routePreload(): Plugin {
  let root = process.cwd()
  return {
    name: 'hubdeck:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', attrs: { src: `/${ROUTE_PRELOAD_FILE}` }, injectTo: 'head' }],
    },
    generateBundle(_options, bundle) {
      // Rolldown's output chunks carry these fields (and more).
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as ChunkInfo[]
      const table = routePreloadTable(chunks, root)
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOAD_FILE, source: routePreloadLoader(table) })
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOAD_TABLE_FILE, source: routePreloadScript(table) })
    },
  }
}

/** Builds the table from the bundle's chunks (exported for its test). */
export function routePreloadTable(chunks: ChunkInfo[], root: string): RoutePreloadTable {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const bySource = new Map<string, ChunkInfo>()
  for (const chunk of chunks) {
    if (!chunk.facadeModuleId) continue
    const source = relative(root, chunk.facadeModuleId.split('?')[0]!).split(sep).join('/')
    // A route split by TanStack's autoCodeSplitting is the `?tsr-split=component` chunk.
    if (!bySource.has(source) || chunk.facadeModuleId.includes('tsr-split=component')) bySource.set(source, chunk)
  }
  const entry = chunks.find((chunk) => chunk.isEntry)
  const loadedWithEntry = new Set(entry ? closure([entry.fileName], byFile) : [])
  /** The sources' chunks with, when `lazyToo`, what they import lazily (their first render does). */
  const filesOf = (sources: string[], lazyToo: boolean) =>
    closure(
      sources.flatMap((source) => {
        const chunk = bySource.get(source)
        if (!chunk) return []
        return lazyToo ? [chunk.fileName, ...chunk.dynamicImports] : [chunk.fileName]
      }),
      byFile,
    ).filter((file) => !loadedWithEntry.has(file))

  const routes: RoutePreloadTable['routes'] = []
  const signedOut: RoutePreloadTable['signedOut'] = []
  for (const source of bySource.keys()) {
    const pattern = routePattern(source)
    if (pattern === null) continue
    // The dashboard: its pages wait for the most (the session runtime, the store, the lazy
    // parts); and the signed-out first pages. Other signed-out pages' few small chunks would not
    // pay for their bytes here.
    const list = isDashboard(pattern) ? routes : SIGNED_OUT_PAGES.has(pattern) ? signedOut : null
    // A page draws its data-driven parts (the key list, the header's menus, the login form) as
    // lazy components whose code its first render asks for: one more round trip, saved here.
    list?.push({ pattern, files: filesOf([...layoutsOf(source, bySource), source], true) })
  }
  const catalogs: Record<string, string> = {}
  for (const locale of LOCALES) {
    const catalog = bySource.get(`locales/${locale}/messages.po`)
    if (catalog) catalogs[locale] = catalog.fileName
  }
  return { routes, session: filesOf(['src/app/session-runtime.ts'], false), signedOut, catalogs }
}

function isDashboard(pattern: string): boolean {
  return pattern === '/rpc' || pattern.startsWith('/rpc/')
}

/**
 * The URL pattern of a page's route file, or null for a file that is no page (a layout, the
 * root, a catch-all): `src/routes/_default/login.tsx` → `/login`, `src/routes/rpc/index.tsx` →
 * `/rpc`, `src/routes/_default/invoice/$code.tsx` → `/invoice/$code`.
 */
export function routePattern(source: string): string | null {
  const match = /^src\/routes\/(.+)\.tsx$/.exec(source)
  if (!match) return null
  const segments = match[1]!.split('/')
  const last = segments.at(-1)!
  if (last === 'route' || last === '__root' || last === '$' || last.startsWith('_')) return null
  if (last === 'index') segments.pop()
  const path = segments.filter((segment) => !segment.startsWith('_')).join('/')
  return `/${path}`
}

/** The layout route files above a page's file (`rpc/route.tsx`, the pathless `_default.tsx`). */
function layoutsOf(source: string, bySource: Map<string, unknown>): string[] {
  const layouts: string[] = []
  for (let folder = dirname(source); folder !== 'src/routes' && folder !== '.'; folder = dirname(folder)) {
    for (const candidate of [join(folder, 'route.tsx'), `${folder}.tsx`]) {
      const file = candidate.split(sep).join('/')
      if (file !== source && bySource.has(file)) layouts.unshift(file)
    }
  }
  return layouts
}

/** The files and, recursively, everything they import statically. */
function closure(files: string[], byFile: Map<string, ChunkInfo>): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported)
  }
  files.forEach(visit)
  return [...seen]
}

/**
 * The head's script: a visitor without a session token gets no dashboard code, so does not
 * download the table either; on a signed-out first page (SIGNED_OUT_PAGES) it preloads that
 * page's code and catalog from the rows it carries. Inserted with `async = false`, the table
 * runs as soon as it arrives, while the entry's module script still waits for the parser.
 */
export function routePreloadLoader(table: Pick<RoutePreloadTable, 'signedOut' | 'catalogs'>): string {
  const signedOut = compactTable(table.signedOut, [], table.catalogs)
  return `// Written by scripts/route-preload-plugin.ts at build time: see its header.
;(function (signedOut) {
  ${PRELOAD_FUNCTION}
  if (!new RegExp('(?:^|;\\\\s*)' + ${JSON.stringify(SESSION_COOKIE)} + '=[^;]+').test(document.cookie)) {
    preload(signedOut, true, [])
    return
  }
  var url = '/${ROUTE_PRELOAD_TABLE_FILE}'
  // Trusted Types: a policy that makes this one URL and no other.
  if (typeof trustedTypes === 'object' && trustedTypes)
    url = trustedTypes
      .createPolicy(${JSON.stringify(ROUTE_PRELOAD_POLICY)}, {
        createScriptURL: function (input) {
          if (input !== url) throw new TypeError('not the route preload table: ' + input)
          return input
        },
      })
      .createScriptURL(url)
  var script = document.createElement('script')
  script.src = url
  script.async = false
  document.head.appendChild(script)
})(${JSON.stringify(signedOut)})
`
}

/** The table's script: matches the page's path, then adds a `modulepreload` link per file. Plain ES5. */
export function routePreloadScript(table: RoutePreloadTable): string {
  const compact = compactTable(table.routes, table.session, table.catalogs)
  return `// Written by scripts/route-preload-plugin.ts at build time: see its header.
;(function (table) {
  ${PRELOAD_FUNCTION}
  var signedIn = new RegExp('(?:^|;\\\\s*)' + ${JSON.stringify(SESSION_COOKIE)} + '=[^;]+').test(document.cookie)
  preload(table, signedIn, table.session)
})(${JSON.stringify(compact)})
`
}

/** Routes and extra files as indexes into one list of file names, each named once, without `assets/` and `.js`. */
function compactTable(routes: RoutePreloadTable['routes'], extra: string[], catalogs: RoutePreloadTable['catalogs']) {
  const files = [...new Set([...routes.flatMap((route) => route.files), ...extra])]
  const short = (file: string) => file.replace(/^assets\//, '').replace(/\.js$/, '')
  const index = (list: string[]) => list.map((file) => files.indexOf(file))
  return {
    files: files.map(short),
    routes: routes.map((route) => [route.pattern, index(route.files)]),
    session: index(extra),
    catalogs: Object.fromEntries(Object.entries(catalogs).map(([locale, file]) => [locale, short(file)])),
  }
}

/**
 * Links added per task (see PRELOAD_FUNCTION). Blink sets up each link's request on the page's
 * thread: 1–4 ms on the 2-core machine, four times that on the phone Lighthouse emulates
 * (traces with a 4× CPU throttle), so four at a time stay under a long task's 50 ms.
 */
export const PRELOAD_BATCH = 4

/**
 * Both scripts' one function (plain ES5): the catalog of the language the app will pick, then
 * \`extra\` and the matching route's files when \`useRoute\`, each as a \`modulepreload\` link,
 * PRELOAD_BATCH of them per task.
 * In that order, because the browser asks for them in turn: the first render waits for the
 * catalog, and a dashboard page for the session runtime (the access guard), before any page code
 * matters. Last in the queue, they were answered some 100 ms late on an offline start (issue 15).
 */
const PRELOAD_FUNCTION = `function preload(table, useRoute, extra) {
    try {
      var cookies = document.cookie
      var segments = location.pathname.replace(/\\/+$/, '').split('/')
      var route = null
      for (var i = 0; i < table.routes.length && !route; i++) {
        var pattern = table.routes[i][0].replace(/\\/+$/, '').split('/')
        if (pattern.length !== segments.length) continue
        var same = true
        for (var j = 0; j < pattern.length && same; j++) same = pattern[j].charAt(0) === '$' ? segments[j] !== '' : pattern[j] === segments[j]
        if (same) route = table.routes[i]
      }
      var chosen = new RegExp('(?:^|;\\\\s*)' + ${JSON.stringify(LOCALE_COOKIE)} + '=([^;]*)').exec(cookies)
      var locale = chosen && table.catalogs[decodeURIComponent(chosen[1])] ? decodeURIComponent(chosen[1]) : null
      var languages = navigator.languages || [navigator.language]
      for (var k = 0; !locale && k < languages.length; k++) {
        var base = String(languages[k]).toLowerCase().split('-')[0]
        if (table.catalogs[base]) locale = base
      }
      var files = [table.catalogs[locale || 'en']]
      var wanted = route && useRoute ? extra.concat(route[1]) : []
      for (var w = 0; w < wanted.length; w++) files.push(table.files[wanted[w]])
      // What the page already asks for (the HTML's preloads, the app's own once it runs) is
      // left alone: each link costs the main thread ~1 ms on a phone, and 40 were duplicates.
      var present = {}
      var known = document.querySelectorAll('link[rel="modulepreload"], script[src]')
      for (var p = 0; p < known.length; p++) present[known[p].href || known[p].src] = true
      var links = []
      for (var n = 0; n < files.length; n++) {
        if (!files[n]) continue
        var link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = '/assets/' + files[n] + '.js'
        if (present[link.href]) continue
        present[link.href] = true
        links.push(link)
      }
      // A few links per task (PRELOAD_BATCH): adding a link costs the request's set-up, and a
      // dashboard page's 40-70 in one task were one long task of 150-350 ms on a phone, counted
      // as blocking time. The first batch, the catalog and the session runtime, goes at once.
      var added = 0
      var addBatch = function () {
        for (var end = Math.min(links.length, added + ${PRELOAD_BATCH}); added < end; added++) document.head.appendChild(links[added])
        if (added < links.length) setTimeout(addBatch, 0)
      }
      addBatch()
    } catch (error) {
      // Only a hint: the app loads the same code itself.
    }
  }`
