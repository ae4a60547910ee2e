/**
 * The header's help menu (issue 18): contact support, from any dashboard page, signed in or not.
 * The dialog's code (and Headless UI) loads when it is first opened. Issue 21 adds the provider's
 * documentation (new tabs, `docs-links.ts`) and, signed in, the way to the code snippet of the key
 * chosen on /rpc/endpoint.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { lazy, Suspense, useId, useState } from 'react'
import type { SupportTicket } from '../../../../contract/http-routes'
import { Dropdown, PHONE_WIDE_PANEL_CLASS } from '../../../components/ui/dropdown'
import { readSessionToken } from '../../../lib/session-token'
import { DOCS_PAGES, docsUrl } from '../docs-links'

const SupportDialog = lazy(() => import('./support-dialog').then((module) => ({ default: module.SupportDialog })))

const itemClass = 'block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800'

/**
 * The key details' snippet box (`features/api-keys/snippets/code-snippet-box.tsx`, which scrolls
 * into view at this fragment); spelled out here since one feature does not import another.
 */
const CODE_SNIPPET_ANCHOR = 'code-snippet'

export function HelpMenu({ onSupportSent }: { onSupportSent?(ticket: SupportTicket): void }) {
  const { t, i18n } = useLingui()
  const docsHeadingId = useId()
  const [open, setOpen] = useState(false)
  const chosenKey = useLocation({ select: (location) => chosenKeyOf(location.pathname, location.search) })
  const signedIn = readSessionToken() !== undefined
  return (
    <>
      <Dropdown label={t`Help`} trigger={<QuestionIcon />} panelClassName={`w-64 ${PHONE_WIDE_PANEL_CLASS}`}>
        {(close) => (
          <div>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                close()
                setOpen(true)
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
        )}
      </Dropdown>
      {open && (
        <Suspense fallback={null}>
          <SupportDialog onClose={() => setOpen(false)} signedIn={signedIn} onSent={onSupportSent} />
        </Suspense>
      )}
    </>
  )
}

/** The key whose details /rpc/endpoint shows (`?key=12`), else null: elsewhere no key is chosen. */
function chosenKeyOf(pathname: string, search: Record<string, unknown>): number | null {
  if (pathname !== '/rpc/endpoint') return null
  const key = search['key']
  return typeof key === 'number' && Number.isSafeInteger(key) && key >= 1 ? key : null
}

function QuestionIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 0 1 5 .5c0 1.5-2.5 2-2.5 3.5M12 17h.01" strokeLinecap="round" />
    </svg>
  )
}
