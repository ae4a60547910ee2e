// @vitest-environment happy-dom
/** The landing prerender: the shell without its head code, the page put in, and the boot script at work. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { assertSameShape, bootScript, PRERENDER_BOOT_POLICY, prerenderedHtml, withoutScripts } from './prerender-plugin'
import { stubTrustedTypes } from './trusted-types-stub'

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script src="/theme-init.js"></script>
    <script src="/route-preload.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-1.js">
    <link rel="modulepreload" crossorigin href="/assets/enums-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="app"></div>
  </body>
</html>`

describe('the landing page HTML', () => {
  it('keeps the theme script and the stylesheet in the head and takes out the code the paint does not need', () => {
    const { shell, scripts } = withoutScripts(INDEX)
    expect(shell).toContain('<script src="/theme-init.js"></script>')
    expect(shell).toContain('/assets/index-1.css')
    expect(shell).not.toMatch(/route-preload|index-1\.js|modulepreload/)
    expect(scripts).toEqual({
      preloads: ['/assets/shell-1.js', '/assets/enums-1.js'],
      scripts: [
        { src: '/route-preload.js', module: false },
        { src: '/assets/index-1.js', module: true },
      ],
    })
    expect(() => withoutScripts('<html><head></head><body><div id="app"></div></body></html>')).toThrow(
      'no module entry',
    )
  })

  it('holds the page in #app, in its language, with the boot script last', () => {
    const html = prerenderedHtml(withoutScripts(INDEX).shell, 'zh', '<h1>你好</h1>', '/assets/landing-boot-1.js')
    expect(html).toContain('<html lang="zh-CN">')
    expect(html).toContain('<div id="app" data-prerendered="zh"><h1>你好</h1></div>')
    expect(html).toMatch(/<script src="\/assets\/landing-boot-1\.js"><\/script>\s*<\/body>/)
  })

  it('disables the controls, which would do nothing before the app takes over, and leaves links alone', () => {
    const html = prerenderedHtml(
      withoutScripts(INDEX).shell,
      'en',
      '<select class="a"><option>English</option></select><button type="button">Dark</button><a href="/login">Log in</a>',
      '/b.js',
    )
    expect(html).toContain(
      '<select disabled="" class="a"><option>English</option></select><button disabled="" type="button">Dark</button><a href="/login">Log in</a>',
    )
  })

  it('refuses markup the CSP would refuse: a script or an inline style', () => {
    const shell = withoutScripts(INDEX).shell
    expect(() => prerenderedHtml(shell, 'en', '<p>a</p><script>alert(1)</script>', '/b.js')).toThrow('<script>')
    expect(() => prerenderedHtml(shell, 'en', '<p style="color:red">a</p>', '/b.js')).toThrow('inline style')
  })
})

describe('the boot script', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
    document.head.replaceChildren()
  })

  const head = () =>
    [...document.head.children].map((element) =>
      element instanceof HTMLLinkElement
        ? `preload ${element.getAttribute('href')}`
        : `${(element as HTMLScriptElement).type || 'classic'} ${element.getAttribute('src')}`,
    )

  it('adds the head code only after the first frame is painted, in order, through its own policy', () => {
    // Another file's test may have left its scripts in the shared document.
    document.head.replaceChildren()
    vi.useFakeTimers()
    let frame: (() => void) | undefined
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => (frame = callback))
    const { policyNames, made } = stubTrustedTypes()
    new Function(bootScript(withoutScripts(INDEX).scripts))()
    expect(head()).toEqual([])
    frame?.()
    expect(head()).toEqual([])
    vi.runAllTimers()
    expect(head()).toEqual([
      'preload /assets/shell-1.js',
      'preload /assets/enums-1.js',
      'classic /route-preload.js',
      'module /assets/index-1.js',
    ])
    expect(policyNames()).toEqual([PRERENDER_BOOT_POLICY])
    expect(made).toEqual(['/route-preload.js', '/assets/index-1.js'])
  })
})

describe('the languages of one page', () => {
  it('may differ in words and attributes, not in elements', () => {
    const same = new Map([
      ['en', '<header><button aria-label="Help">Help</button></header><h1 class="a">Endpoints</h1>'],
      ['zh', '<header><button aria-label="帮助">帮助</button></header><h1 class="a">端点</h1>'],
    ] as const)
    expect(() => assertSameShape('/rpc/endpoint', same)).not.toThrow()
    const helpInOneOnly = new Map([
      ['en', '<header></header><h1>Endpoints</h1>'],
      ['zh', '<header><button aria-label="帮助">帮助</button></header><h1>端点</h1>'],
    ] as const)
    expect(() => assertSameShape('/rpc/endpoint', helpInOneOnly)).toThrow(
      'the prerendered /rpc/endpoint holds other elements in zh than in en',
    )
  })
})
