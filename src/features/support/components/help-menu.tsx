/**
 * The header's help menu (issue 18): contact support, from any page, signed in or not. Its button
 * is drawn with the page (in the `shell` chunk, vite.config.ts), so the header never waits for it;
 * the panel's code (`help-menu-items.tsx`) loads when a hand or the focus comes to the button, and
 * the support dialog's when it is first opened. Neither is on any page's first load.
 */
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { SupportTicket } from '../../../../contract/http-routes'
import { Dropdown, PHONE_WIDE_PANEL_CLASS } from '../../../components/ui/dropdown'
import { Skeleton } from '../../../components/ui/skeleton'
import { readSessionToken } from '../../../lib/session-token'

const loadItems = () => import('./help-menu-items')
const HelpMenuItems = lazy(() => loadItems().then((module) => ({ default: module.HelpMenuItems })))
const SupportDialog = lazy(() => import('./support-dialog').then((module) => ({ default: module.SupportDialog })))

export function HelpMenu({ onSupportSent }: { onSupportSent?(ticket: SupportTicket): void }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const signedIn = readSessionToken() !== undefined
  return (
    <>
      <Dropdown
        label={t`Help`}
        trigger={<QuestionIcon />}
        panelClassName={`w-64 ${PHONE_WIDE_PANEL_CLASS}`}
        onIntent={() => void loadItems()}
      >
        {(close) => (
          <Suspense fallback={<ItemsLoading />}>
            <HelpMenuItems signedIn={signedIn} close={close} onContactSupport={() => setOpen(true)} />
          </Suspense>
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

/** Offline from a worker without the panel's code, or on a slow network: the panel's shape meanwhile. */
function ItemsLoading() {
  return (
    <div className="space-y-2 p-2" aria-busy="true">
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-5 w-2/3" />
    </div>
  )
}

function QuestionIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 0 1 5 .5c0 1.5-2.5 2-2.5 3.5M12 17h.01" strokeLinecap="round" />
    </svg>
  )
}
