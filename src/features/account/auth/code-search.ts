import { useSearch } from '@tanstack/react-router'
import { codeFromSearch } from './code-status'

/**
 * The `?code=` of a mailed link's page: a string, or absent. Read in the page's component
 * (`useLinkCode`), not by the route's `validateSearch`: a route with options of its own gets a
 * chunk in every first paint, and these pages are rarely visited.
 */
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

/** The usable code of the mailed link this page was opened with, or null. */
export function useLinkCode(): string | null {
  return codeFromSearch(validateCodeSearch(useSearch({ strict: false })).code)
}
