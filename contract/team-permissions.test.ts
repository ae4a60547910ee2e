import { describe, expect, it } from 'vitest'
import { methods } from './methods'
import { TEAM_ROLES } from './statuses'
import {
  METHOD_PERMISSIONS,
  ROLE_PERMISSIONS,
  TEAM_PERMISSIONS,
  mayCall,
  refusalReason,
  rolesWith,
} from './team-permissions'

describe('the team permission matrix', () => {
  it('maps every method that needs a session, and nothing else', () => {
    const userMethods = Object.entries(methods)
      .filter(([, spec]) => spec.auth === 'user')
      .map(([name]) => name)
      .sort()
    expect(Object.keys(METHOD_PERMISSIONS).sort()).toEqual(userMethods)
    for (const permission of Object.values(METHOD_PERMISSIONS)) {
      expect([...TEAM_PERMISSIONS, 'personal']).toContain(permission)
    }
  })

  it('gives each role the permissions of the shared brief', () => {
    expect(TEAM_ROLES).toEqual(['owner', 'admin', 'developer', 'billing', 'viewer'])
    expect(rolesWith('team.read')).toEqual(['owner', 'admin', 'developer', 'billing', 'viewer'])
    expect(rolesWith('keys.write')).toEqual(['owner', 'admin', 'developer'])
    expect(rolesWith('billing.write')).toEqual(['owner', 'admin', 'billing'])
    expect(rolesWith('members.write')).toEqual(['owner', 'admin'])
    expect(rolesWith('team.admin')).toEqual(['owner'])
    expect(ROLE_PERMISSIONS.viewer).toEqual(['team.read'])
  })

  it('lets the roles that hold a method’s permission call it, and every role call a personal method', () => {
    expect(mayCall('developer', 'hub_generateApiKey')).toBe(true)
    expect(mayCall('billing', 'hub_generateApiKey')).toBe(false)
    expect(mayCall('viewer', 'hub_getApiKeys')).toBe(true)
    expect(mayCall('billing', 'hub_buyPackage')).toBe(true)
    expect(mayCall('developer', 'hub_buyPackage')).toBe(false)
    expect(mayCall('admin', 'hub_deleteTeam')).toBe(false)
    expect(mayCall('viewer', 'hub_setUserNickname')).toBe(true)
    // Outside the matrix (public or dev methods): not the matrix's to refuse.
    expect(mayCall('viewer', 'hub_login')).toBe(true)
    expect(mayCall('viewer', 'dev_seedNotices')).toBe(true)
  })

  it('words a refusal with the roles that may, in English and Chinese', () => {
    expect(refusalReason('developer', 'hub_removeMember')).toEqual({
      roles: ['owner', 'admin'],
      en: 'Only an owner or admin can do this; your role in this team is developer',
      zh: '只有所有者或管理员可以执行此操作；您在该团队中的角色是开发者',
    })
    expect(refusalReason('viewer', 'hub_generateApiKey')?.en).toBe(
      'Only an owner, admin or developer can do this; your role in this team is viewer',
    )
    expect(refusalReason('admin', 'hub_transferTeamOwnership')?.en).toBe(
      'Only an owner can do this; your role in this team is admin',
    )
    expect(refusalReason('owner', 'hub_deleteTeam')).toBeNull()
    expect(refusalReason('viewer', 'hub_getUserProfile')).toBeNull()
  })
})
