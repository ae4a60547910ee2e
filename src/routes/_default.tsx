import { createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '../components/layouts/default-layout'
import { HelpMenu } from '../features/support/components/help-menu'

/** Pathless layout route: every page outside `/rpc` (SPEC §2 "Routes without the dashboard layout"). */
export const Route = createFileRoute('/_default')({
  component: DefaultPages,
})

function DefaultPages() {
  return <DefaultLayout help={<HelpMenu />} />
}
