/**
 * Prerenders the pages a first visit opens signed out (`/` and `/login`,
 * contract/prerendered-pages.ts) at build time, once per language (src/app/prerender.tsx), into
 * `prerendered/{page}.{locale}.html`: the built `index.html` with the page's markup inside `#app`.
 * The server sends it in the visitor's language (server/http/static.ts), so a first visit paints
 * the page from HTML and CSS alone, before the JavaScript has been fetched and run (issue 21:
 * Lighthouse mobile ≥ 98); `src/main.tsx` swaps in the app once it has rendered the page.
 *
 * The page's HTML asks for no JavaScript before it is painted: the entry's module script, its
 * preloads and the route-preload loader move from the head into a small boot script at the end
 * of the body (PRERENDER_BOOT_POLICY), which adds them once the first frame is painted. A phone
 * then paints the page after the HTML, the stylesheet and the theme script, not after ~100 KB
 * of code it does not need to show it.
 *
 * The page is rendered by a Vite server in SSR mode with the project's own config, so the macros,
 * catalogs and route tree are those of the build. The markup must hold no script (the CSP allows
 * none inline) and no inline style (`style-src 'self'`): the build fails if it does.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
import { LOCALES, type Locale } from '../contract/locales.ts'
import { PRERENDERED_DIR, PRERENDERED_PAGES, prerenderedFile } from '../contract/prerendered-pages.ts'
import { LOCALE_TAGS } from '../src/i18n/locales.ts'

/** The Trusted Types policy the boot script makes its script URLs with (security-headers.ts lists it). */
export const PRERENDER_BOOT_POLICY = 'hubdeck-prerendered'

export function prerenderPages(): Plugin {
  return {
    name: 'hubdeck:prerender',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir ?? 'dist'
      const { shell, scripts } = withoutScripts(await readFile(join(outDir, 'index.html'), 'utf8'))
      const boot = bootScript(scripts)
      const bootFile = `assets/prerendered-boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`
      writeCompressed(join(outDir, bootFile), boot)
      mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true })
      for (const { page, locale, markup } of await renderPages()) {
        writeCompressed(
          join(outDir, prerenderedFile(page, locale)),
          prerenderedHtml(shell, locale, markup, `/${bootFile}`),
        )
      }
    },
  }
}

/** Served pre-compressed like every other text asset (vite.config.ts, `compression`). */
function writeCompressed(file: string, text: string): void {
  writeFileSync(file, text)
  writeFileSync(`${file}.br`, brotliCompressSync(text))
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }))
}

/** What the head loads before the first paint, in order: module preloads, classic and module scripts. */
export interface HeadScripts {
  preloads: string[]
  scripts: Array<{ src: string; module: boolean }>
}

/** The shell without the head's code (the theme script stays: it must run before the paint). */
export function withoutScripts(html: string): { shell: string; scripts: HeadScripts } {
  const scripts: HeadScripts = { preloads: [], scripts: [] }
  const shell = html
    .replace(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g, (_, href: string) => {
      scripts.preloads.push(href)
      return ''
    })
    .replace(/[ \t]*<script (type="module" crossorigin )?src="([^"]+)"><\/script>\n?/g, (tag, module, src: string) => {
      if (src === '/theme-init.js') return tag
      scripts.scripts.push({ src, module: module !== undefined })
      return ''
    })
  if (!scripts.scripts.some((script) => script.module)) throw new Error('index.html has no module entry to move')
  return { shell, scripts }
}

/**
 * A classic script that adds the head's code once the first frame is painted (at once in a hidden
 * tab, where no frame comes). Its Trusted Types policy makes only the URLs it was written with.
 */
export function bootScript({ preloads, scripts }: HeadScripts): string {
  const urls = scripts.map((script) => script.src)
  return `// Written by scripts/prerender-plugin.ts at build time: see its header.
;(function (preloads, scripts, urls) {
  var policy = window.trustedTypes
    ? window.trustedTypes.createPolicy(${JSON.stringify(PRERENDER_BOOT_POLICY)}, {
        createScriptURL: function (url) {
          if (urls.indexOf(url) < 0) throw new TypeError('not a script of this page: ' + url)
          return url
        },
      })
    : null
  function start() {
    for (var i = 0; i < preloads.length; i++) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = preloads[i]
      document.head.appendChild(link)
    }
    for (var j = 0; j < scripts.length; j++) {
      var script = document.createElement('script')
      if (scripts[j].module) {
        script.type = 'module'
        script.crossOrigin = ''
      }
      script.async = false
      script.src = policy ? policy.createScriptURL(scripts[j].src) : scripts[j].src
      document.head.appendChild(script)
    }
  }
  if (document.hidden) start()
  else requestAnimationFrame(function () { setTimeout(start, 0) })
})(${JSON.stringify(preloads)}, ${JSON.stringify(scripts)}, ${JSON.stringify(urls)})
`
}

/** The shell with the page inside `#app` (marked: the app swaps it out) and the boot script last. */
export function prerenderedHtml(shell: string, locale: Locale, markup: string, bootSrc: string): string {
  if (/<script\b/i.test(markup)) throw new Error('a prerendered page holds a <script>: the CSP refuses it')
  if (/\sstyle=/i.test(markup)) throw new Error('a prerendered page holds an inline style: the CSP refuses it')
  const app = '<div id="app"></div>'
  if (!shell.includes(app)) throw new Error(`index.html has no ${app} to prerender into`)
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAGS[locale]}"`)
    .replace(app, `<div id="app" data-prerendered="${locale}">${inert(markup)}</div>`)
    .replace('</body>', `  <script src="${bootSrc}"></script>\n  </body>`)
}

/**
 * The page's controls (the language and theme switches, a menu button) are disabled until the
 * app takes over: in plain HTML they would do nothing, and a click on them would be lost. Links
 * stay links: they work without the app.
 */
export function inert(markup: string): string {
  return markup.replace(/<(button|select|input|textarea)\b/g, '<$1 disabled=""')
}

/**
 * Fails the build when a page's languages differ in more than their words: the same page must
 * hold the same elements in every language (a lazy part rendered in one and not the other did).
 */
export function assertSameShape(path: string, markups: ReadonlyMap<Locale, string>): void {
  const shapes = [...markups].map(([locale, markup]) => ({ locale, shape: shapeOf(markup) }))
  const [first, ...rest] = shapes
  const other = rest.find(({ shape }) => shape !== first?.shape)
  if (first && other)
    throw new Error(`the prerendered ${path} holds other elements in ${other.locale} than in ${first.locale}`)
}

/** The markup's tags in order, without attributes or text. */
function shapeOf(markup: string): string {
  return (markup.match(/<\/?[a-z][\w-]*/gi) ?? []).join('')
}

/**
 * Resolves once the SSR module graph has been quiet for 300 ms: no module being transformed, and
 * no new one. A render starts the imports of what it shows as a placeholder (a lazy header part,
 * a page's section) and does not wait for them; closing the server under them would fail the
 * build with "module runner has been closed". The transforms in flight are Vite's own count
 * (`_pendingRequests`, not public API): between two of them the graph alone can be still for
 * 200 ms while a module evaluates.
 */
async function importsSettled(server: ViteDevServer): Promise<void> {
  const ssr = server.environments.ssr as typeof server.environments.ssr & { _pendingRequests?: Map<string, unknown> }
  let known = -1
  let quiet = 0
  while (quiet < 3) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const size = ssr.moduleGraph.idToModuleMap.size
    quiet = size === known && (ssr._pendingRequests?.size ?? 0) === 0 ? quiet + 1 : 0
    known = size
  }
}

async function renderPages(): Promise<
  Array<{ page: (typeof PRERENDERED_PAGES)[number]; locale: Locale; markup: string }>
> {
  const server = await createServer({
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const { renderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
      renderPage: (path: string, locales: readonly Locale[]) => Promise<Map<Locale, string>>
    }
    const pages = []
    for (const page of PRERENDERED_PAGES) {
      const markups = await renderPage(page.path, LOCALES)
      assertSameShape(page.path, markups)
      for (const [locale, markup] of markups) pages.push({ page, locale, markup })
    }
    await importsSettled(server)
    return pages
  } finally {
    await server.close()
  }
}
