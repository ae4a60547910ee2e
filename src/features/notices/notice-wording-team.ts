/**
 * How team notices read: a member joined or left, you were removed, a team was disbanded. A
 * notice without the names it should carry speaks of "a member" and "your team".
 */
import { msg } from '@lingui/core/macro'
import type { NoticeWording } from './notice-facts'

export const TEAM_WORDINGS = {
  team_approve_invite: ({ user, team }) => ({
    title: msg`Invitation accepted`,
    content:
      user && team
        ? msg`${user} accepted your invitation and joined ${team}.`
        : msg`A new member accepted your invitation and joined your team.`,
  }),
  team_member_leave: ({ user, team }) => ({
    title: msg`Member left`,
    content: user && team ? msg`${user} left ${team}.` : msg`A member left your team.`,
  }),
  team_remove_member: ({ team }) => ({
    title: msg`Removed from a team`,
    content: team ? msg`You were removed from the team ${team}.` : msg`You were removed from a team.`,
  }),
  team_disband: ({ team }) => ({
    title: msg`Team disbanded`,
    content: team ? msg`The team ${team} was disbanded.` : msg`A team you were in was disbanded.`,
  }),
} satisfies Record<string, NoticeWording>
