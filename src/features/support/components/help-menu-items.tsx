/**
 * The help menu's panel (issues 18 and 21): contact support, the way to the code snippets, the
 * provider's documentation. Its code loads when a hand or the focus comes to the menu's button
 * (`help-menu.tsx`), not with the page: no first paint shows it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { useId } from 'react'
import { DOCS_PAGES, docsUrl } from '../docs-links'

const itemClass = 'block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800'

/**
 * The key details' snippet box (`features/api-keys/snippets/code-snippet-box.tsx`, which scrolls
 * into view at this fragment); spelled out here since one feature does not import another.
 */
const CODE_SNIPPET_ANCHOR = 'code-snippet'

export interface HelpMenuItemsProps {
  signedIn: boolean
  close(): void
  onContactSupport(): void
}

export function HelpMenuItems({ signedIn, close, onContactSupport }: HelpMenuItemsProps) {
  const { i18n } = useLingui()
  const docsHeadingId = useId()
  const chosenKey = useLocation({ select: (location) => chosenKeyOf(location.pathname, location.search) })
  return (
    <div>
      <button
        type="button"
        className={itemClass}
        onClick={() => {
          close()
          onContactSupport()
        }}
      >
        <Trans>Contact support</Trans>
      </button>
      <Link to="/rpc" className={itemClass} onClick={close}>
        <Trans>Get started</Trans>
      </Link>
      {signedIn && (
        <Link
          to="/rpc/endpoint"
          search={chosenKey === null ? {} : { key: chosenKey }}
          hash={CODE_SNIPPET_ANCHOR}
          className={itemClass}
          onClick={close}
        >
          {chosenKey === null ? <Trans>Code snippets</Trans> : <Trans>Code snippet for this key</Trans>}
        </Link>
      )}
      <div
        role="group"
        aria-labelledby={docsHeadingId}
        className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700"
      >
        <p id={docsHeadingId} className="px-3 py-1 text-xs font-medium text-slate-500 dark:text-slate-400">
          <Trans>Documentation</Trans>
        </p>
        {DOCS_PAGES.map((page) => (
          <a
            key={page.path}
            href={docsUrl(page)}
            target="_blank"
            rel="noopener noreferrer"
            className={itemClass}
            onClick={close}
          >
            {i18n._(page.title)}
            <span className="sr-only">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        ))}
      </div>
    </div>
  )
}

/** The key whose details /rpc/endpoint shows (`?key=12`), else null: elsewhere no key is chosen. */
function chosenKeyOf(pathname: string, search: Record<string, unknown>): number | null {
  if (pathname !== '/rpc/endpoint') return null
  const key = search['key']
  return typeof key === 'number' && Number.isSafeInteger(key) && key >= 1 ? key : null
}
