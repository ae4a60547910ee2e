/**
 * The notice centre (SPEC §3–§4): the header's bell with the unread count, and a panel of the
 * notices grouped by type, newest first, in a virtualized list that pages older notices in as it
 * scrolls (smooth with 10,000). Reading a group or everything works offline (commands).
 *
 * The bell is on every dashboard page's first paint; the panel (its virtualizer is three
 * quarters of the centre's code) is a chunk of its own, fetched when the page has settled
 * (`preloadNoticePanel`) or at the first open, whichever comes first.
 */
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Dropdown, PHONE_WIDE_PANEL_CLASS } from '../../../components/ui/dropdown'
import { IconButtonPlaceholder } from '../../../components/ui/trigger-placeholders'
import { useNoticeCentre } from '../use-notice-centre'

const loadNoticePanel = () => import('./notice-panel')

const NoticePanel = lazy(() => loadNoticePanel().then((module) => ({ default: module.NoticePanel })))

/** Fetches the panel's code ahead of the first open. */
export function preloadNoticePanel(): void {
  // A failed chunk is announced as `vite:preloadError`, which the chunk-load guard handles.
  loadNoticePanel().catch(() => undefined)
}

export function NoticeCentre() {
  const { t } = useLingui()
  const centre = useNoticeCentre()
  // Until the store has the notices, the bell's place is kept: nothing beside it moves.
  if (!centre.view) return <IconButtonPlaceholder />
  const { notReadNum } = centre.view.state
  return (
    <Dropdown
      label={t`Notices, ${notReadNum} unread`}
      panelClassName={`w-[26rem] ${PHONE_WIDE_PANEL_CLASS}`}
      trigger={
        <span className="relative inline-flex">
          <BellIcon />
          {notReadNum > 0 && (
            <span
              data-testid="unread-count"
              className="absolute -top-2 -right-2 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 text-white"
            >
              {notReadNum > 99 ? '99+' : notReadNum}
            </span>
          )}
        </span>
      }
    >
      {(close) => (
        <Suspense fallback={<p className="px-2 pb-2 text-sm" aria-busy="true" />}>
          <NoticePanel centre={centre} onClose={close} />
        </Suspense>
      )}
    </Dropdown>
  )
}

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  )
}
