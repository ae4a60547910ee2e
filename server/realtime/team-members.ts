/**
 * Who a team notice reaches. There are no team tables yet: the teams issue fills in this one
 * function (members of `teamId`, owner included), and live notices need no other change.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

/** The user ids of every member of `teamId`; none until teams exist. */
export async function teamMemberIds(_db: Kysely<DB>, _teamId: number): Promise<number[]> {
  return []
}
