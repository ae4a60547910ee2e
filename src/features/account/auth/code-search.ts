/** The `?code=` of a mailed link's page, as the route validates it: a string, or absent. */
export interface CodeSearch {
  code?: string
}

export function validateCodeSearch(search: Record<string, unknown>): CodeSearch {
  const code = search['code']
  // The router parses search values as JSON where it can, so an all-digit code arrives as a number.
  if (typeof code === 'string') return { code }
  if (typeof code === 'number') return { code: String(code) }
  return {}
}
