import { createFileRoute } from '@tanstack/react-router'
import { DashboardLayout } from '../../components/layouts/dashboard-layout'

/** Every `/rpc/*` page renders in the dashboard layout (SPEC §2). */
export const Route = createFileRoute('/rpc')({
  component: DashboardLayout,
})
