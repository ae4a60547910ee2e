/**
 * /rpc/team in team context: the members (role, note, joining date), searched by nickname or
 * e-mail and paged (the keyword and page are the route's search params), and the open
 * invitations matching the keyword, read from the store (offline too, with their age), and every
 * action on them. Each action the caller's role may not take is disabled with the matrix's reason
 * (team-actions.ts); the caller's role is their entry in the teams list (README "Rules").
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import type { InviteRole, TeamInvitation, TeamMember } from '../../../../contract/methods/teams'
import type { TeamRole } from '../../../../contract/team-permissions'
import { Button } from '../../../components/ui/button'
import { DataAge } from '../../../components/ui/data-age'
import { EmptyState } from '../../../components/ui/empty-state'
import { NotLoaded } from '../../../components/ui/not-loaded'
import { Pagination } from '../../../components/ui/pagination'
import { pageCount } from '../../../components/ui/pagination-math'
import { Skeleton } from '../../../components/ui/skeleton'
import { TextField } from '../../../components/ui/text-field'
import { useOnline } from '../../../components/ui/use-online'
import { runCommand } from '../../../store/store-client'
import { useStoredRead } from '../../../store/use-stored-read'
import { useOutbox, useView } from '../../../store/use-view'
import { grantableRoles, mayManage, refusalFor } from '../team-actions'
import { EDIT_TEAM_NOTE, editTeamNote } from '../team.commands'
import { teamMembersKey, type TeamMembersQuery } from '../team-members-query'
import { storedMemberPage, teamProjection } from '../team.projection'
import { readMyTeams, readTeamMemberPage } from '../team.reads'
import {
  disbandTeam,
  inviteMember,
  leaveTeam,
  removeMember,
  renameTeam,
  revokeInvite,
  setMemberRole,
  transferOwnership,
} from '../team-writes'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { MemberSearch } from './member-search'
import { TEAM_ROLE_WORDS as ROLE_WORDS } from '../../../i18n/team-role-words'
import { TextDialog } from './text-dialog'
import { UserCodeCard } from './user-code-card'

type Open =
  | { kind: 'remove' | 'transfer' | 'note'; member: TeamMember }
  | { kind: 'revoke'; invitation: TeamInvitation }
  | { kind: 'leave' | 'disband' | 'rename' }
  | null

/** A button of an action the role may not take: disabled, its reason beside it. */
function Gated({
  reason,
  children,
  onClick,
  variant = 'secondary',
}: {
  reason: string | null
  children: ReactNode
  onClick(): void
  variant?: 'secondary' | 'danger'
}) {
  return (
    <Button size="sm" variant={variant} disabled={reason !== null} title={reason ?? undefined} onClick={onClick}>
      {children}
    </Button>
  )
}

export interface TeamViewProps {
  teamId: number
  /** The signed-in user; null until the session is known. */
  userId: number | null
  /** The caller's role in this team as the stored profile has it (its `teamList`); null when unknown. */
  profileRole: TeamRole | null
  /** The keyword and page the address asks for. */
  query: TeamMembersQuery
  onQueryChange(query: TeamMembersQuery): void
}

export function TeamView({ teamId, userId, profileRole, query, onQueryChange }: TeamViewProps) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const navigate = useNavigate()
  const view = useView(teamProjection)
  const outbox = useOutbox()
  const connected = view !== undefined
  const membersRead = useStoredRead(
    `team-member-page:${teamMembersKey(query)}`,
    (options) => readTeamMemberPage(query, options),
    connected,
  )
  useStoredRead('teams', (options) => readMyTeams(options), connected)
  const [open, setOpen] = useState<Open>(null)
  const stored = view ? storedMemberPage(view.state, query) : null
  const pages = stored ? pageCount(stored.total, query.perPage) : 1

  // An address past the last page (members left since) shows the last page instead.
  useEffect(() => {
    if (stored && query.page > pages) onQueryChange({ ...query, page: pages })
  }, [stored, query, pages, onQueryChange])

  if (!view) return <Skeleton className="h-40" />
  const team = view.state.teams?.list.find((entry) => entry.teamId === teamId)
  const teamName = team?.name ?? ''
  // The teams list is read as the page opens and again after a transfer; the profile's copy is the
  // login's. Until either is known, act as the least powerful role: nothing is offered that may be refused.
  const role: TeamRole = team?.role ?? profileRole ?? 'viewer'
  const reason = (method: string) => refusalFor(role, method, i18n.locale)
  const notWhenOwner =
    role === 'owner' ? t`The owner cannot leave; transfer the ownership or disband the team first.` : null
  const waitingNotes = new Set(
    outbox.filter((row) => row.command === EDIT_TEAM_NOTE).map((row) => (row.payload as { userId: number }).userId),
  )
  const manageReason = (member: TeamMember, method: string) =>
    reason(method) ??
    (member.userId === userId
      ? t`You cannot do this to yourself.`
      : mayManage(role, member.role)
        ? null
        : t`Only the owner can change the owner or an admin.`)
  const offline = online ? null : t`You are offline.`
  const roleName = i18n._(ROLE_WORDS[role])
  const keyword = query.keyword ?? ''
  // A write changes who is on the page shown: read it again once the write is done.
  const thenReread = (write: Promise<void>) => write.then(membersRead.retry)
  const search = (next: string) => onQueryChange({ ...query, page: 1, keyword: next.trim() || undefined })
  // The names the open dialog is about.
  const nickname = open && 'member' in open ? open.member.nickname : ''
  const invitee = open?.kind === 'revoke' ? (open.invitation.email ?? open.invitation.nickname ?? '') : ''

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold" data-testid="team-name">
            {teamName}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Your role: {roleName}</Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Gated reason={offline ?? reason('hub_editTeamName')} onClick={() => setOpen({ kind: 'rename' })}>
            <Trans>Rename</Trans>
          </Gated>
          <Gated
            reason={offline ?? notWhenOwner ?? reason('hub_leaveTeam')}
            variant="danger"
            onClick={() => setOpen({ kind: 'leave' })}
          >
            <Trans>Leave team</Trans>
          </Gated>
          <Gated
            reason={offline ?? reason('hub_deleteTeam')}
            variant="danger"
            onClick={() => setOpen({ kind: 'disband' })}
          >
            <Trans>Disband team</Trans>
          </Gated>
        </div>
      </section>

      <section aria-labelledby="team-members" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h3 id="team-members" className="font-semibold">
              <Trans>Members</Trans>
            </h3>
            {stored && <DataAge syncedAt={stored.loadedAt} />}
          </div>
          <MemberSearch keyword={keyword} onSearch={search} />
        </div>
        {!stored ? (
          membersRead.state === 'failed' ? (
            <NotLoaded online={online} retry={membersRead.retry} />
          ) : (
            <Skeleton className="h-40" />
          )
        ) : stored.list.length === 0 && keyword !== '' ? (
          <EmptyState
            title={<Trans>No member matches “{keyword}”</Trans>}
            description={<Trans>Search by part of a nickname or an e-mail address.</Trans>}
            action={
              <Button variant="secondary" size="sm" onClick={() => search('')}>
                <Trans>Show every member</Trans>
              </Button>
            }
          />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
              {stored.list.map((member) => (
                <MemberRow
                  key={member.userId}
                  member={member}
                  grantable={grantableRoles(role)}
                  noteWaiting={waitingNotes.has(member.userId)}
                  manageReason={(method) =>
                    method === 'hub_editTeamNote' ? reason(method) : manageReason(member, method)
                  }
                  offline={offline}
                  transferReason={
                    offline ??
                    reason('hub_transferTeamOwnership') ??
                    (member.userId === userId ? t`You cannot do this to yourself.` : null)
                  }
                  onRole={(next) => setMemberRole(teamId, member.userId, next).catch(() => undefined)}
                  onOpen={(kind) => setOpen({ kind, member })}
                />
              ))}
            </ul>
            <Pagination
              total={stored.total}
              pageSize={query.perPage}
              currentPage={query.page}
              onChange={(page, perPage) => onQueryChange({ ...query, page, perPage })}
            />
          </>
        )}
      </section>

      <section aria-labelledby="team-invitations">
        <h3 id="team-invitations" className="mb-2 font-semibold">
          <Trans>Pending invitations</Trans>
        </h3>
        {!stored ? null : stored.invitations.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {keyword === '' ? (
              <Trans>No invitations are waiting.</Trans>
            ) : (
              <Trans>No invitation matches “{keyword}”.</Trans>
            )}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {stored.invitations.map((invitation) => (
              <li key={invitation.inviteId} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-all">{invitation.email ?? invitation.nickname}</p>
                  <p className="text-slate-600 dark:text-slate-300">
                    <InvitationTerms invitation={invitation} />
                  </p>
                </div>
                <Gated
                  reason={offline ?? reason('hub_revokeInvite')}
                  variant="danger"
                  onClick={() => setOpen({ kind: 'revoke', invitation })}
                >
                  <Trans>Revoke</Trans>
                </Gated>
              </li>
            ))}
          </ul>
        )}
      </section>

      <InviteForm
        teamId={teamId}
        roles={grantableRoles(role)}
        reason={offline ?? reason('hub_addMember')}
        onInvited={membersRead.retry}
      />
      <UserCodeCard />

      {open?.kind === 'remove' && (
        <ConfirmDialog
          tone="danger"
          title={<Trans>Remove {nickname} from the team?</Trans>}
          confirmLabel={<Trans>Remove {nickname}</Trans>}
          onConfirm={() => thenReread(removeMember(teamId, open.member.userId))}
          onClose={() => setOpen(null)}
        >
          <p>
            <Trans>{nickname} loses access to this team at once.</Trans>
          </p>
        </ConfirmDialog>
      )}
      {open?.kind === 'transfer' && (
        <ConfirmDialog
          tone="danger"
          title={<Trans>Make {nickname} the owner?</Trans>}
          confirmLabel={<Trans>Transfer to {nickname}</Trans>}
          onConfirm={() => thenReread(transferOwnership(teamId, open.member.userId))}
          onClose={() => setOpen(null)}
        >
          <p>
            <Trans>
              {nickname} becomes the owner of {teamName} and you become an admin.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
      {open?.kind === 'revoke' && (
        <ConfirmDialog
          tone="danger"
          title={<Trans>Revoke the invitation of {invitee}?</Trans>}
          confirmLabel={<Trans>Revoke</Trans>}
          onConfirm={() => thenReread(revokeInvite(teamId, open.invitation.inviteId))}
          onClose={() => setOpen(null)}
        >
          <p>
            <Trans>The invitation can no longer be used.</Trans>
          </p>
        </ConfirmDialog>
      )}
      {open?.kind === 'leave' && (
        <ConfirmDialog
          tone="danger"
          title={<Trans>Leave {teamName}?</Trans>}
          confirmLabel={<Trans>Leave {teamName}</Trans>}
          onConfirm={async () => {
            await leaveTeam(teamId)
            void navigate({ to: '/choose-team' })
          }}
          onClose={() => setOpen(null)}
        >
          <p>
            <Trans>You lose access to {teamName} until someone invites you again.</Trans>
          </p>
        </ConfirmDialog>
      )}
      {open?.kind === 'disband' && (
        <ConfirmDialog
          tone="danger"
          title={<Trans>Disband {teamName}?</Trans>}
          confirmLabel={<Trans>Disband {teamName}</Trans>}
          onConfirm={async () => {
            await disbandTeam(teamId)
            void navigate({ to: '/choose-team' })
          }}
          onClose={() => setOpen(null)}
        >
          <p>
            <Trans>Every member of {teamName} loses access to it. This cannot be undone.</Trans>
          </p>
        </ConfirmDialog>
      )}
      {open?.kind === 'rename' && (
        <TextDialog
          title={<Trans>Rename the team</Trans>}
          label={t`Team name`}
          initial={teamName}
          maxLength={64}
          allowEmpty={false}
          onSave={(name) => renameTeam(teamId, name)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'note' && (
        <TextDialog
          title={<Trans>Note about {nickname}</Trans>}
          label={t`Note`}
          initial={open.member.note}
          maxLength={200}
          allowEmpty
          onSave={async (note) => {
            void runCommand(editTeamNote, { teamId, userId: open.member.userId, note })
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  )
}

interface MemberRowProps {
  member: TeamMember
  grantable: InviteRole[]
  noteWaiting: boolean
  manageReason(method: string): string | null
  transferReason: string | null
  offline: string | null
  onRole(role: InviteRole): void
  onOpen(kind: 'remove' | 'transfer' | 'note'): void
}

function MemberRow({
  member,
  grantable,
  noteWaiting,
  manageReason,
  transferReason,
  offline,
  onRole,
  onOpen,
}: MemberRowProps) {
  const { t, i18n } = useLingui()
  const roleReason = offline ?? manageReason('hub_setMemberRole')
  const joined = member.joinedAt ? i18n.date(member.joinedAt, { dateStyle: 'medium' }) : null
  const nickname = member.nickname
  const roles = grantable.includes(member.role as InviteRole) ? grantable : [member.role, ...grantable]
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="team-member">
      <div className="min-w-0 text-sm">
        <p className="font-medium">
          {member.nickname} <span className="font-normal text-slate-500 dark:text-slate-400">{member.email}</span>
        </p>
        <p className="text-slate-600 dark:text-slate-300">
          {joined ? <Trans>joined {joined}</Trans> : <Trans>invited</Trans>}
        </p>
        {member.note && <p className="break-words text-slate-700 dark:text-slate-200">{member.note}</p>}
        {noteWaiting && (
          <p className="text-xs text-amber-700 dark:text-amber-300">
            <Trans>Note waiting to be sent</Trans>
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={t`Role of ${nickname}`}
          title={roleReason ?? undefined}
          disabled={roleReason !== null}
          value={member.role}
          onChange={(event) => onRole(event.target.value as InviteRole)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800"
        >
          {roles.map((role) => (
            <option key={role} value={role} disabled={role === 'owner'}>
              {i18n._(ROLE_WORDS[role])}
            </option>
          ))}
        </select>
        <Gated reason={manageReason('hub_editTeamNote')} onClick={() => onOpen('note')}>
          <Trans>Edit note</Trans>
        </Gated>
        <Gated reason={transferReason} onClick={() => onOpen('transfer')}>
          <Trans>Make owner</Trans>
        </Gated>
        <Gated reason={offline ?? manageReason('hub_removeMember')} variant="danger" onClick={() => onOpen('remove')}>
          <Trans>Remove</Trans>
        </Gated>
      </div>
    </li>
  )
}

function InvitationTerms({ invitation }: { invitation: TeamInvitation }) {
  const { i18n } = useLingui()
  const role = i18n._(ROLE_WORDS[invitation.role])
  const expires = i18n.date(invitation.expiresAt, { dateStyle: 'medium' })
  return (
    <Trans>
      {role} · expires {expires}
    </Trans>
  )
}

interface InviteFormProps {
  teamId: number
  roles: InviteRole[]
  reason: string | null
  /** After an invitation is sent (the invitations shown are read again). */
  onInvited(): void
}

function InviteForm({ teamId, roles, reason, onInvited }: InviteFormProps) {
  const { t, i18n } = useLingui()
  const [by, setBy] = useState<'email' | 'code'>('email')
  const [value, setValue] = useState('')
  const [role, setRole] = useState<InviteRole>('developer')
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const target = by === 'email' ? { email: value.trim() } : { userCode: value.trim() }
      await inviteMember(teamId, target, role)
      setValue('')
      onInvited()
    } catch {
      // The RPC client said why.
    }
    setBusy(false)
  }
  return (
    <section aria-labelledby="team-invite">
      <h3 id="team-invite" className="mb-2 font-semibold">
        <Trans>Invite a member</Trans>
      </h3>
      {reason && <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{reason}</p>}
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <select
          aria-label={t`Invite by`}
          disabled={reason !== null}
          value={by}
          onChange={(event) => setBy(event.target.value as 'email' | 'code')}
          className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm dark:border-slate-600 dark:bg-slate-800"
        >
          <option value="email">{t`E-mail`}</option>
          <option value="code">{t`User code`}</option>
        </select>
        <TextField
          label={by === 'email' ? t`E-mail address` : t`User code`}
          type={by === 'email' ? 'email' : 'text'}
          value={value}
          disabled={reason !== null}
          onChange={(event) => setValue(event.target.value)}
          className="flex-1"
        />
        <select
          aria-label={t`Role`}
          disabled={reason !== null}
          value={role}
          onChange={(event) => setRole(event.target.value as InviteRole)}
          className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm dark:border-slate-600 dark:bg-slate-800"
        >
          {roles.map((item) => (
            <option key={item} value={item}>
              {i18n._(ROLE_WORDS[item])}
            </option>
          ))}
        </select>
        <Button type="submit" loading={busy} disabled={reason !== null || value.trim() === ''}>
          <Trans>Invite</Trans>
        </Button>
      </form>
    </section>
  )
}
