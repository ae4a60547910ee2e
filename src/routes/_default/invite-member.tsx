import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useLocation } from '@tanstack/react-router'
import { AuthPage } from '../../features/account/auth/components/auth-page'
import { TeamRegisterForm } from '../../features/account/components/team-register-form'
import { sessionRuntime, useSessionStatus } from '../../features/account/session-link'
import { InviteMemberView, type InviteAccount } from '../../features/invitations/components/invite-member-view'
import { parseInviteQuery } from '../../features/invitations/invite-query'
import { loadAccountWords } from '../../i18n/account-words'
import { rpc } from '../../lib/rpc-client'
import { loadTeamWords } from '../../i18n/section-words'

/** Issue 19: the team invitation mail's link (`?inviteId=…&code=…[&register=1]`), or every open invitation. */
export const Route = createFileRoute('/_default/invite-member')({
  loader: () => Promise.all([loadAccountWords(), loadTeamWords()]),
  component: InviteMemberPage,
})

/**
 * Entering the joined team the way /choose-team does (the team-selection machine's effects): its
 * team-user profile in that team's context (the server checks the membership), then the session
 * runtime's context switch, which turns the store to that team's data.
 */
async function enterTeam(teamId: number): Promise<void> {
  await rpc('hub_getTeamUserProfile', {}, { teamId })
  // eslint-disable-next-line lingui/no-unlocalized-strings -- contract value (LoginType)
  await (await sessionRuntime()).enterContext({ loginType: 'Team', teamId })
}

function registerForm(code: string, onDone: () => void) {
  return <TeamRegisterForm code={code} onDone={onDone} />
}

function InviteMemberPage() {
  const { t } = useLingui()
  const location = useLocation()
  const status = useSessionStatus()
  const query = parseInviteQuery(location.search as Record<string, unknown>)
  const account: InviteAccount = {
    status: status === 'signedIn' || status === 'signedOut' ? status : 'unknown',
    enterTeam,
    registerForm,
  }
  return (
    <AuthPage title={t`Team invitation`} intro={t`Accept or decline an invitation to join a team.`}>
      <InviteMemberView query={query} href={location.href} account={account} />
    </AuthPage>
  )
}
