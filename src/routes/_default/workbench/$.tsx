import { createFileRoute } from '@tanstack/react-router'
import { LoginView } from '../-components/login-view'

/** `/workbench/{pathMatch(.*)}`: old deep links land on the log-in view (SPEC §2). */
export const Route = createFileRoute('/_default/workbench/$')({
  component: LoginView,
})
