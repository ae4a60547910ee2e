/**
 * The query of the e-mail binding link (`/rpc/profile?bindEmail=<address>&code=<code>`, mailed
 * by hub_sendBindConfirmMail): with both present, the profile opens its e-mail section ready to
 * bind that address with that code. Anything else is ignored.
 */
export interface BindEmailSearch {
  bindEmail?: string
  code?: string
}

export function validateBindEmailSearch(search: Record<string, unknown>): BindEmailSearch {
  const email = search['bindEmail']
  // The router parses search values as JSON where it can, so an all-digit code arrives as a number.
  const code = typeof search['code'] === 'number' ? String(search['code']) : search['code']
  return typeof email === 'string' && typeof code === 'string' ? { bindEmail: email, code } : {}
}
