import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { DefaultLayout } from '../components/layouts/default-layout'
import { IconButtonPlaceholder } from '../components/ui/trigger-placeholders'

/** The help menu (contact support) loads after the page's own code: no page waits for it. */
const HelpMenu = lazy(() =>
  import('../features/support/components/help-menu').then((module) => ({ default: module.HelpMenu })),
)

/** Pathless layout route: every page outside `/rpc` (SPEC §2 "Routes without the dashboard layout"). */
export const Route = createFileRoute('/_default')({
  component: DefaultPages,
})

function DefaultPages() {
  return (
    <DefaultLayout
      help={
        <Suspense fallback={<IconButtonPlaceholder />}>
          <HelpMenu />
        </Suspense>
      }
    />
  )
}
