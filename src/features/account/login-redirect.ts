/**
 * Where a login goes next: the page the access guard sent the visitor from (`/login?redirect=…`),
 * or the dashboard's start page. Only a path of this site is followed — never another origin
 * (`//evil.example`, `https://…`): an open redirect would let a link log someone in and hand them
 * to a look-alike site.
 */
export const AFTER_LOGIN_PATH = '/rpc/endpoint'

export function afterLoginPath(redirect: unknown): string {
  if (typeof redirect !== 'string' || !redirect.startsWith('/') || redirect.startsWith('//')) return AFTER_LOGIN_PATH
  if (redirect.includes('\\') || [...redirect].some((char) => char.charCodeAt(0) < 0x20)) return AFTER_LOGIN_PATH
  // Back to the log-in view itself would be a loop.
  if (/^\/(login|workbench)(\/|\?|#|$)/.test(redirect)) return AFTER_LOGIN_PATH
  return redirect
}
