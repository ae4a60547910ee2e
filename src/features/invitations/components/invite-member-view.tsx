/**
 * /invite-member (issue 19): the invitation a mail link names, or — with no inviteId — every open
 * invitation of the signed-in person. Signed in: team, role, inviter and expiry, with Accept
 * (hub_approveInvite, then the team is entered as /choose-team enters one) and Decline
 * (hub_rejectInvite). An invitation already used, expired or revoked says so (the server's 10422
 * `data.status`). Signed out: log in with this link as the way back, or — `register=1`, an
 * address without an account — create the account here (hub_registerTeam).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import type { TeamInvite } from '../../../../contract/methods/teams'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Button } from '../../../components/ui/button'
import { DataAge } from '../../../components/ui/data-age'
import { Skeleton } from '../../../components/ui/skeleton'
import { formatDate } from '../../../lib/dates'
import { rpc } from '../../../lib/rpc-client'
import { RpcCallError } from '../../../lib/rpc-errors'
import { LINK_CLASS, Notice } from './notice'
import { closedReason, type ClosedReason, type InviteQuery } from '../invite-query'
import { recordFacts } from '../../../store/store-client'
import { useStoredRead } from '../../../store/use-stored-read'
import { useView } from '../../../store/use-view'
import { invitationsProjection } from '../invitations.projection'
import { answeredInvite, readMyInvites } from '../invitations.reads'
import { TEAM_ROLE_WORDS as ROLE_WORDS } from '../../../i18n/team-role-words'

const AFTER_JOIN = '/rpc/endpoint'

/** What the page needs from the account (given by the route: a feature imports no other feature). */
export interface InviteAccount {
  /** The session status: signed in, signed out, or not known yet. */
  status: 'signedIn' | 'signedOut' | 'unknown'
  /** Enters the joined team as /choose-team does, so the store turns to that team's data. */
  enterTeam(teamId: number): Promise<void>
  /** The team registration form for the link's code; `onDone` once signed in. */
  registerForm(code: string, onDone: () => void): ReactNode
}

export function InviteMemberView({
  query,
  href,
  account,
}: {
  query: InviteQuery
  href: string
  account: InviteAccount
}) {
  if (account.status === 'signedIn') return <SignedInInvites query={query} enterTeam={account.enterTeam} />
  if (account.status === 'signedOut') return <SignedOutInvite query={query} href={href} account={account} />
  return <LoadingList />
}

function LoadingList() {
  return (
    <div className="space-y-3" aria-busy="true">
      <Skeleton className="h-24 w-full" />
    </div>
  )
}

function SignedOutInvite({ query, href, account }: { query: InviteQuery; href: string; account: InviteAccount }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const login = (
    <Link
      to="/login"
      search={{ redirect: href }}
      className={buttonClassName('primary', 'md', 'w-full')}
      data-testid="invite-login"
    >
      <Trans>Log in to answer the invitation</Trans>
    </Link>
  )
  if (query.register && query.code) {
    return (
      <div className="space-y-4">
        <Notice tone="info" title={t`You were invited to join a team`}>
          <p>
            <Trans>Create your account for the invited address to join the team.</Trans>
          </p>
        </Notice>
        {account.registerForm(query.code, () => void navigate({ to: AFTER_JOIN }))}
        <p className="text-sm">
          <Trans>
            Already have an account?{' '}
            <Link to="/login" search={{ redirect: href }} className={LINK_CLASS}>
              Log in
            </Link>
          </Trans>
        </p>
      </div>
    )
  }
  return (
    <div className="space-y-4">
      <Notice tone="info" title={query.inviteId ? t`You were invited to join a team` : t`Team invitations`}>
        <p>
          <Trans>Log in with the invited account to see the invitation and accept or decline it.</Trans>
        </p>
      </Notice>
      {login}
    </div>
  )
}

type Outcome = { inviteId: number; kind: 'declined' } | { inviteId: number; kind: 'closed'; reason: ClosedReason }

function SignedInInvites({ query, enterTeam }: { query: InviteQuery; enterTeam: InviteAccount['enterTeam'] }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const view = useView(invitationsProjection)
  const read = useStoredRead('mine', readMyInvites, view !== undefined)
  const invites = view?.state.list ?? null
  const [busyId, setBusyId] = useState<number | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const drop = (inviteId: number) => recordFacts([answeredInvite(inviteId)])
  const closed = (inviteId: number, error: unknown) => {
    if (error instanceof RpcCallError && error.code === 10422) {
      setOutcome({ inviteId, kind: 'closed', reason: closedReason(error.data) })
      void drop(inviteId)
    }
  }
  const accept = async (invite: TeamInvite) => {
    setBusyId(invite.inviteId)
    try {
      const team = await rpc('hub_approveInvite', { inviteId: invite.inviteId }, { teamId: null })
      await drop(invite.inviteId)
      await enterTeam(team.teamId)
      await navigate({ to: AFTER_JOIN })
    } catch (error) {
      // The RPC error policy has told why; a closed invitation also says so here.
      closed(invite.inviteId, error)
    } finally {
      setBusyId(null)
    }
  }
  const decline = async (invite: TeamInvite) => {
    setBusyId(invite.inviteId)
    try {
      await rpc('hub_rejectInvite', { inviteId: invite.inviteId }, { teamId: null })
      setOutcome({ inviteId: invite.inviteId, kind: 'declined' })
      await drop(invite.inviteId)
    } catch (error) {
      closed(invite.inviteId, error)
    } finally {
      setBusyId(null)
    }
  }

  if (read.state === 'failed' && !invites) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          <Trans>The invitations could not be loaded.</Trans>
        </p>
        <Button variant="secondary" onClick={read.retry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  if (!invites) return <LoadingList />

  const shown = query.inviteId === undefined ? invites : invites.filter((invite) => invite.inviteId === query.inviteId)
  return (
    <div className="space-y-4">
      <DataAge syncedAt={view?.syncedAt ?? null} className="text-xs" />
      {outcome && <OutcomeNotice outcome={outcome} />}
      {shown.length > 0 ? (
        <ul className="space-y-3" aria-label={t`Open invitations`}>
          {shown.map((invite) => (
            <InviteCard
              key={invite.inviteId}
              invite={invite}
              busy={busyId !== null}
              loading={busyId === invite.inviteId}
              onAccept={() => void accept(invite)}
              onDecline={() => void decline(invite)}
            />
          ))}
        </ul>
      ) : query.inviteId !== undefined ? (
        !outcome && (
          <Notice tone="warning" title={t`This invitation is no longer open`}>
            <p>
              <Trans>
                It was already used, has expired or was withdrawn — or it was sent to another account. Ask the team for
                a new one.
              </Trans>
            </p>
          </Notice>
        )
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="no-invites">
          <Trans>You have no open invitations.</Trans>
        </p>
      )}
      {query.inviteId !== undefined && (
        <Link to="/invite-member" className={LINK_CLASS}>
          <Trans>See all my invitations</Trans>
        </Link>
      )}
    </div>
  )
}

function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  const { t } = useLingui()
  if (outcome.kind === 'declined') return <Notice tone="success" title={t`Invitation declined`} />
  const title = {
    used: t`This invitation has already been used`,
    expired: t`This invitation has expired`,
    invalid: t`This invitation is no longer valid`,
  }[outcome.reason]
  return (
    <Notice tone="warning" title={title}>
      <p>
        <Trans>Ask the team for a new invitation.</Trans>
      </p>
    </Notice>
  )
}

function InviteCard(props: {
  invite: TeamInvite
  busy: boolean
  loading: boolean
  onAccept(): void
  onDecline(): void
}) {
  const { t, i18n } = useLingui()
  const { invite } = props
  const teamName = invite.teamName
  const inviter = invite.inviterName
  const role = i18n._(ROLE_WORDS[invite.role])
  const expires = formatDate(invite.expiresAt)
  return (
    <li
      data-testid={`invite-${invite.inviteId}`}
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="min-w-0">
        <p className="font-medium break-words">{teamName}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          <dt>
            <Trans>Role</Trans>
          </dt>
          <dd>{role}</dd>
          <dt>
            <Trans>Invited by</Trans>
          </dt>
          <dd className="break-words">{inviter}</dd>
          <dt>
            <Trans>Expires</Trans>
          </dt>
          <dd>{expires}</dd>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={props.busy}
          loading={props.loading}
          aria-label={t`Accept the invitation to ${teamName}`}
          onClick={props.onAccept}
        >
          <Trans>Accept</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={props.busy}
          aria-label={t`Decline the invitation to ${teamName}`}
          onClick={props.onDecline}
        >
          <Trans>Decline</Trans>
        </Button>
      </div>
    </li>
  )
}
