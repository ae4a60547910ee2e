/** The default layout of every page outside `/rpc`: a slim header and centred content. */
import { Link, Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { HubdeckLogo } from './hubdeck-logo'
import { LanguageSwitcher } from './language-switcher'
import { ThemeToggle } from './theme-toggle'

/** `help`: the help menu (contact support, issue 18), given by the route: features live above. */
export function DefaultLayout({ help }: { help?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-14 items-center gap-2 border-b border-slate-200 px-4 md:px-8 dark:border-slate-800">
        <Link to="/" className="flex items-center gap-2 font-semibold">
          <HubdeckLogo className="size-7 shrink-0" />
          <span>Hubdeck</span>
        </Link>
        <div className="flex-1" />
        <LanguageSwitcher />
        <ThemeToggle />
        {help}
      </header>
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  )
}
