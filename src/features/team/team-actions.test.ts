/** What each role may do on the team page, and why not, from the one matrix the server uses. */
import { describe, expect, it } from 'vitest'
import { grantableRoles, mayManage, refusalFor } from './team-actions'

describe('the team page actions by role', () => {
  it('enables every action for the owner', () => {
    for (const method of ['hub_addMember', 'hub_editTeamNote', 'hub_deleteTeam', 'hub_transferTeamOwnership']) {
      expect(refusalFor('owner', method, 'en')).toBeNull()
    }
  })

  it('disables owner-only actions for an admin, with the reason in the reader’s language', () => {
    expect(refusalFor('admin', 'hub_addMember', 'en')).toBeNull()
    expect(refusalFor('admin', 'hub_deleteTeam', 'en')).toMatch(
      /^Only an owner can do this; your role in this team is admin/,
    )
    expect(refusalFor('admin', 'hub_editTeamName', 'zh')).toContain('只有所有者')
  })

  it('disables member changes for developers, billing managers and viewers', () => {
    for (const role of ['developer', 'billing', 'viewer'] as const) {
      expect(refusalFor(role, 'hub_editTeamNote', 'en')).toMatch(/owner or admin/)
      expect(refusalFor(role, 'hub_removeMember', 'en')).not.toBeNull()
      expect(refusalFor(role, 'hub_leaveTeam', 'en')).toBeNull()
      expect(grantableRoles(role)).toEqual([])
    }
  })

  it('offers only the roles the caller may grant', () => {
    expect(grantableRoles('owner')).toEqual(['admin', 'developer', 'billing', 'viewer'])
    expect(grantableRoles('admin')).toEqual(['developer', 'billing', 'viewer'])
  })

  it('lets only the owner manage admins, and nobody the owner', () => {
    expect(mayManage('owner', 'admin')).toBe(true)
    expect(mayManage('admin', 'admin')).toBe(false)
    expect(mayManage('admin', 'viewer')).toBe(true)
    expect(mayManage('owner', 'owner')).toBe(false)
    expect(mayManage('developer', 'viewer')).toBe(false)
  })
})
