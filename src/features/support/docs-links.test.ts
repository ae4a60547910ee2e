/** Every documentation link is a page of the one configured docs site. */
import { describe, expect, it } from 'vitest'
import { DOCS_BASE_URL, DOCS_PAGES, docsUrl } from './docs-links'

describe('the documentation links', () => {
  it('are the four pages of the docs site, each under the base URL', () => {
    expect(DOCS_PAGES.map((page) => docsUrl(page))).toEqual([
      'https://docs.hubdeck.dev/quickstart',
      'https://docs.hubdeck.dev/api-keys',
      'https://docs.hubdeck.dev/supported-chains',
      'https://docs.hubdeck.dev/rate-limits',
    ])
    for (const page of DOCS_PAGES) expect(docsUrl(page).startsWith(DOCS_BASE_URL)).toBe(true)
  })

  it('follow a base URL with a folder', () => {
    expect(docsUrl({ path: 'quickstart' }, 'https://example.com/docs/')).toBe('https://example.com/docs/quickstart')
  })
})
