/**
 * The dashboard layout of every `/rpc/*` page: a resizable, collapsible sidebar (a drawer on
 * phone-sized screens), a header and the scrolling main pane. The header's right side holds
 * the places later parts fill: the balance, the notice bell, the team switcher and the user menu;
 * on phones and tablets (below `lg`) the workspace and the balance move to a second line, and the
 * connection status, while there is one, to a third.
 */
import { ConnectionStatus } from './connection-status'
import { useLingui } from '@lingui/react/macro'
import { Link, Outlet } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { Button } from '../ui/button'
import { MenuIcon } from '../ui/icons'
import { DashboardNav } from './dashboard-nav'
import { HubdeckLogo } from './hubdeck-logo'
import { LanguageSwitcher } from './language-switcher'
import { PhoneDrawer } from './phone-drawer'
import { SidebarResizer } from './sidebar-resizer'
import { ThemeToggle } from './theme-toggle'
import { SIDEBAR_DEFAULT_WIDTH } from '../../lib/local-preferences'
import { useSidebar } from './use-sidebar'
import { useWideScreen } from './use-wide-screen'

const COLLAPSED_WIDTH = 64

export interface DashboardHeaderSlots {
  /** The wallet balance, opening the deposit flow. */
  wallet?: ReactNode
  /** The notice bell (live notices). */
  notices?: ReactNode
  /** Personal / team context switcher. */
  teamSwitcher?: ReactNode
  /** Avatar menu with profile and logout. */
  userMenu?: ReactNode
  /** The help menu: contact support (issue 18). */
  help?: ReactNode
}

export function DashboardLayout({ slots = {} }: { slots?: DashboardHeaderSlots }) {
  const { t } = useLingui()
  const sidebar = useSidebar()
  const wide = useWideScreen()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const sidebarWidth = sidebar.collapsed ? COLLAPSED_WIDTH : sidebar.width
  return (
    <div className="flex h-dvh overflow-hidden">
      <aside
        // The default width is a class: a page prerendered at build time may hold no inline
        // style (the CSP refuses it), and React sets a width chosen on this device as a property.
        style={sidebarWidth === SIDEBAR_DEFAULT_WIDTH ? undefined : { width: sidebarWidth }}
        className="relative hidden w-50 shrink-0 flex-col border-r border-slate-200 bg-slate-50 md:flex dark:border-slate-800 dark:bg-slate-900"
        data-testid="sidebar"
      >
        <Link to="/rpc" className="flex h-14 items-center gap-2 px-4 font-semibold">
          <HubdeckLogo className="size-7 shrink-0" />
          <span className={sidebar.collapsed ? 'sr-only' : ''}>Hubdeck</span>
        </Link>
        <div className="flex-1 overflow-y-auto">
          <DashboardNav collapsed={sidebar.collapsed} />
        </div>
        <button
          type="button"
          onClick={sidebar.toggleCollapsed}
          aria-expanded={!sidebar.collapsed}
          aria-label={sidebar.collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
          className="m-2 inline-flex h-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <svg
            viewBox="0 0 24 24"
            className={`size-5 ${sidebar.collapsed ? 'rotate-180' : ''}`}
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M15 6l-6 6 6 6" />
          </svg>
        </button>
        {!sidebar.collapsed && <SidebarResizer width={sidebar.width} onResize={sidebar.setWidth} />}
      </aside>
      <PhoneDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="shrink-0 border-b border-slate-200 dark:border-slate-800">
          <div className="flex h-14 items-center gap-2 px-3 md:px-6">
            <Button
              variant="ghost"
              size="icon"
              onClick={() => setDrawerOpen(true)}
              aria-label={t`Open menu`}
              aria-haspopup="dialog"
              className="md:hidden"
            >
              <MenuIcon className="size-5" />
            </Button>
            <div className="flex-1" />
            {wide && slots.wallet}
            {wide && <ConnectionStatus />}
            {/* A long team name gives way (truncated) before any control leaves the window. */}
            {wide && <div className="min-w-0 shrink">{slots.teamSwitcher}</div>}
            <LanguageSwitcher />
            <ThemeToggle />
            {slots.help}
            {slots.notices}
            {slots.userMenu}
          </div>
          {(slots.teamSwitcher || slots.wallet) && (
            // Phones and tablets: the first line has no room left, so the workspace, the package and the
            // balance have a line of their own (issue 21: on every dashboard page, at every
            // width), inside the header's landmark. The line itself is CSS's choice, so a page
            // prerendered without a window (scripts/prerender-plugin.ts) has it on a phone too;
            // what it holds is rendered once, on the line the width chose.
            <div
              className="flex h-11 items-center gap-1 border-t border-slate-200 px-3 md:px-6 lg:hidden dark:border-slate-800"
              data-testid="header-account-row"
            >
              {!wide && (
                <>
                  <div className="min-w-0 shrink">{slots.teamSwitcher}</div>
                  <div className="flex-1" />
                  {slots.wallet}
                </>
              )}
            </div>
          )}
          {!wide && <ConnectionStatus layout="bar" />}
        </header>
        <main data-scroll-root className="flex-1 overflow-y-auto px-4 py-6 md:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
