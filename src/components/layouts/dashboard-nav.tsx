/** The dashboard's navigation: one list, used by the sidebar and by the phone drawer. */
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

type NavTo =
  '/rpc' | '/rpc/endpoint' | '/rpc/statistic' | '/rpc/billings' | '/rpc/dedicated-node' | '/rpc/team' | '/rpc/profile'

const ICONS: Record<NavTo, ReactNode> = {
  '/rpc': <path d="M3 12l9-8 9 8M5 10v10h14V10" />,
  '/rpc/endpoint': <path d="M4 6h16M4 12h16M4 18h10M18 16l2 2-2 2" />,
  '/rpc/statistic': <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  '/rpc/billings': <path d="M3 7h18v12H3zM3 11h18M7 15h4" />,
  '/rpc/dedicated-node': <path d="M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01" />,
  '/rpc/team': (
    <path d="M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a6 6 0 0 1 12 0M16 11a3 3 0 1 0 0-6M22 20a6 6 0 0 0-6-6" />
  ),
  '/rpc/profile': <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
}

export function DashboardNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useLingui()
  const items: Array<{ to: NavTo; label: string; exact?: boolean }> = [
    { to: '/rpc', label: t`Overview`, exact: true },
    { to: '/rpc/endpoint', label: t`Endpoints` },
    { to: '/rpc/statistic', label: t`Statistics` },
    { to: '/rpc/billings', label: t`Billing` },
    { to: '/rpc/dedicated-node', label: t`Dedicated nodes` },
    { to: '/rpc/team', label: t`Team` },
    { to: '/rpc/profile', label: t`Profile` },
  ]
  return (
    <nav aria-label={t`Dashboard`}>
      <ul className="flex flex-col gap-1 p-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              activeOptions={{ exact: item.exact ?? false }}
              title={collapsed ? item.label : undefined}
              className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[status=active]:bg-brand-50 data-[status=active]:font-medium data-[status=active]:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[status=active]:bg-slate-800 dark:data-[status=active]:text-white"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5 shrink-0"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {ICONS[item.to]}
              </svg>
              <span className={collapsed ? 'sr-only' : 'truncate'}>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
