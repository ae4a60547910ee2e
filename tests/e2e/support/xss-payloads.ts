/**
 * The XSS corpus (issue 21): markup and script in the shapes attacks take, each of which calls
 * `window.__xss(id)` if it ever runs (tests/e2e/xss.spec.ts defines it and records the calls).
 * All fit the shortest free-text field that takes them (a name: 64 characters, trimmed); what a
 * field refuses counts as refused, not as a failure. Kinds: classic script tags, event handlers
 * (img, svg, details, input, body, iframe), `javascript:` URLs, attribute and element breakers
 * (`"'>`, `</textarea>`, `</title>`), template syntax of the common engines, mutation-XSS
 * nesting, and unicode tricks (fullwidth brackets, a right-to-left override, zero-width
 * characters, encoded and entity forms that would run only if something decoded them twice).
 */
export interface XssPayload {
  /** What `__xss` is called with when the payload runs. */
  id: number
  text: string
}

const TEXTS = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  'javascript:__xss(4)',
  '"\'><img src=x onerror=__xss(5)>',
  '\'"><svg/onload=__xss(6)>',
  '{{7*7}}{{constructor.constructor("__xss(7)")()}}',
  '${__xss(8)}<%= __xss(8) %>#{__xss(8)}',
  '<a href="javascript:__xss(9)">link 9</a>',
  '<iframe srcdoc="<script>parent.__xss(10)</script>">',
  '<details open ontoggle=__xss(11)>',
  '<input autofocus onfocus=__xss(12)>',
  '</textarea></title><script>__xss(13)</script>',
  '<math><mtext><table><mglyph><style><img src onerror=__xss(14)>',
  '<body onload=__xss(15)>',
  '＜script＞__xss(16)＜/script＞',
  '\u202e<img src=x onerror=__xss(17)>',
  '<scr\u200bipt>__xss(18)</scr\u200bipt>',
  '%3Cscript%3E__xss(19)%3C%2Fscript%3E',
  '&lt;img src=x onerror=__xss(20)&gt;',
  '<img src="x` `<script>__xss(21)</script>"` `>',
  '<object data="javascript:__xss(22)">',
] as const

export const XSS_PAYLOADS: readonly XssPayload[] = TEXTS.map((text, index) => ({ id: index + 1, text }))
