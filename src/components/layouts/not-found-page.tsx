/** SPEC §2: the catch-all and any page failing its validity check show `Page Not Found: {path}`. */
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { StatusPage } from './status-page'

export function NotFoundPage() {
  const { t } = useLingui()
  const path = useLocation({ select: (location) => location.pathname })
  return <StatusPage title={t`Page not found`} message={t`Page Not Found: ${path}`} />
}
