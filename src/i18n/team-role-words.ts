/**
 * The words of the five team roles (contract/team-permissions.ts), in the page's language: one
 * table for the team page, the invitation page and the workspace switcher. "Billing manager",
 * not "Billing": that id is the navigation's "Billing" (账单), a different word in Chinese.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TeamRole } from '../../contract/team-permissions'

export const TEAM_ROLE_WORDS: Readonly<Record<TeamRole, MessageDescriptor>> = {
  owner: msg`Owner`,
  admin: msg`Admin`,
  developer: msg`Developer`,
  billing: msg`Billing manager`,
  viewer: msg`Viewer`,
}
