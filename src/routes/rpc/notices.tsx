import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { lazy, Suspense, useMemo } from 'react'
import { usePageTitle } from '../../components/layouts/use-page-title'
import { SkeletonText } from '../../components/ui/skeleton'
import { noticeHistoryQueryOf, noticeHistorySearchOf } from '../../features/notices/notice-history-query'
import { loadCatalogPart } from '../../i18n/i18n'

/**
 * The history's words are the notice centre's catalog part (lingui.config.ts): they load with
 * its code, as soon as this page's code runs.
 */
const sectionCode = Promise.all([
  import('../../features/notices/components/notice-history'),
  loadCatalogPart('notices'),
])
const NoticeHistory = lazy(async () => ({ default: (await sectionCode)[0].NoticeHistory }))

export const Route = createFileRoute('/rpc/notices')({
  component: NoticesPage,
})

/** Notice history (issue 21): every notice, by type and read state, reached from the notice panel. */
function NoticesPage() {
  const { t } = useLingui()
  usePageTitle(t`Notices`)
  // The filters and page live in the address, so a reload or a shared link keeps them. Read here
  // rather than by the route's validateSearch, which would put the parser in the first paint.
  const search: Record<string, unknown> = useSearch({ strict: false })
  const query = useMemo(() => noticeHistoryQueryOf(search), [search])
  const navigate = useNavigate()
  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Notices</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Everything we have told you, newest first. Open a notice to go where it acts.</Trans>
      </p>
      <Suspense fallback={<SkeletonText lines={6} />}>
        <NoticeHistory
          query={query}
          onQueryChange={(next) =>
            void navigate({ to: '.', search: noticeHistorySearchOf(next) as never, replace: true, resetScroll: false })
          }
        />
      </Suspense>
    </div>
  )
}
