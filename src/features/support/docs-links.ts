/**
 * The help menu's documentation links (issue 21). The provider's docs site is outside this app;
 * these are placeholders of its real pages, configured here alone: change `DOCS_BASE_URL` (and a
 * page's path if the site names it otherwise) and every link follows.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The provider's documentation site; a page's path is resolved against it. */
export const DOCS_BASE_URL = 'https://docs.hubdeck.dev/'

export interface DocsPage {
  /** Relative to `DOCS_BASE_URL`. */
  path: string
  title: MessageDescriptor
}

export const DOCS_PAGES: readonly DocsPage[] = [
  { path: 'quickstart', title: msg`Quickstart` },
  { path: 'api-keys', title: msg`API keys` },
  { path: 'supported-chains', title: msg`Supported chains` },
  { path: 'rate-limits', title: msg`Rate limits and RU` },
]

/** A page's full address on the docs site. */
export function docsUrl(page: Pick<DocsPage, 'path'>, base: string = DOCS_BASE_URL): string {
  return new URL(page.path, base).href
}
