import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { DashboardLayout } from '../../components/layouts/dashboard-layout'
import { TeamRoleProvider } from '../../features/account/team-role-provider'
import { HelpMenu } from '../../features/support/components/help-menu'
import { AvatarButtonPlaceholder, IconButtonPlaceholder } from '../../components/ui/trigger-placeholders'
import { trackEvent } from '../../lib/track-event'
import { loadCatalogPart } from '../../i18n/i18n'

/**
 * The header's account parts show store data, which arrives with the session runtime after the
 * first paint (src/main.tsx): their code can come then too, outside every page's initial JS.
 */
const UserMenu = lazy(() =>
  import('../../features/account/components/user-menu').then((module) => ({ default: module.UserMenu })),
)
const WorkspaceSwitcher = lazy(() =>
  import('../../features/account/components/workspace-switcher').then((module) => ({
    default: module.WorkspaceSwitcher,
  })),
)
const HeaderBalance = lazy(() =>
  import('../../features/wallet/summary/header-balance').then((module) => ({ default: module.HeaderBalance })),
)
const NoticeCentre = lazy(async () => {
  // The centre's words are a catalog part of their own (lingui.config.ts), fetched with its code.
  const [module] = await Promise.all([
    import('../../features/notices/components/notice-centre'),
    loadCatalogPart('notices'),
  ])
  return { default: module.NoticeCentre }
})

/** Every `/rpc/*` page renders in the dashboard layout (SPEC §2), with the account's header parts. */
export const Route = createFileRoute('/rpc')({
  component: RpcLayout,
})

function RpcLayout() {
  return (
    <TeamRoleProvider>
      <DashboardLayout
        slots={{
          wallet: (
            <Suspense fallback={null}>
              <HeaderBalance />
            </Suspense>
          ),
          notices: (
            <Suspense fallback={<IconButtonPlaceholder />}>
              <NoticeCentre />
            </Suspense>
          ),
          teamSwitcher: (
            <Suspense fallback={null}>
              <WorkspaceSwitcher />
            </Suspense>
          ),
          help: <HelpMenu onSupportSent={() => trackEvent('support_request_sent')} />,
          userMenu: (
            <Suspense fallback={<AvatarButtonPlaceholder />}>
              <UserMenu />
            </Suspense>
          ),
        }}
      />
    </TeamRoleProvider>
  )
}
