/** Members and log lines as the server answers them, for the team tests. */
import type { TeamLog, TeamMember } from '../../../contract/methods/teams'
import type { TeamRole } from '../../../contract/team-permissions'

export function memberFixture(userId: number, role: TeamRole = 'developer', note = ''): TeamMember {
  return {
    userId,
    nickname: `user${userId}`,
    email: `u${userId}@example.com`,
    avatar: null,
    role,
    status: 'active',
    note,
    invitedAt: '2026-11-01T00:00:00.000Z',
    joinedAt: '2026-11-02T00:00:00.000Z',
  }
}

export function logFixture(id: number): TeamLog {
  return {
    id,
    action: 'member_joined',
    actor: { userId: 1, nickname: 'user1' },
    target: null,
    detail: '',
    ip: '203.0.113.7',
    createdAt: '2026-11-03T00:00:00.000Z',
  }
}
