/**
 * `socket_presence`: which users hold a notice socket on which instance, so the one instance that
 * sends a notice's Web Push can skip users who are online anywhere. Each instance writes only its
 * own rows, from its registry, one write at a time: a write reads the registry when it runs, so
 * writes queued out of step (a user leaving while another socket of theirs arrives) still leave
 * the table as the registry is. Rows are refreshed every heartbeat; a row older than
 * `freshForMs` counts as gone (its instance died), and one four times that old is deleted.
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { SocketRegistry } from './socket-registry'

/** The presence rows of one instance. */
export class SocketPresence {
  #queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly db: Kysely<DB>,
    private readonly instanceId: string,
    private readonly registry: SocketRegistry,
    /** How long a row counts after its last refresh: two heartbeats. */
    private readonly freshForMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Writes `userId`'s row as the registry has it now (present or not); resolves once written. */
  sync(userId: number): Promise<void> {
    return this.#enqueue(async () => {
      if (!this.registry.has(userId)) {
        await this.db
          .deleteFrom('socket_presence')
          .where('instance_id', '=', this.instanceId)
          .where('user_id', '=', userId)
          .execute()
        return
      }
      await this.db
        .insertInto('socket_presence')
        .values({ user_id: userId, instance_id: this.instanceId })
        .onConflict((conflict) => conflict.columns(['user_id', 'instance_id']).doUpdateSet({ seen_at: sql`now()` }))
        .execute()
    })
  }

  /**
   * The heartbeat's write: every user of the registry present and fresh, no other row of this
   * instance, and rows of instances long gone deleted.
   */
  refresh(): Promise<void> {
    return this.#enqueue(async () => {
      const userIds = this.registry.userIds()
      if (userIds.length > 0) {
        await sql`
          insert into socket_presence (user_id, instance_id)
          select unnest(${userIds}::bigint[]), ${this.instanceId}::uuid
          on conflict (user_id, instance_id) do update set seen_at = now()`.execute(this.db)
      }
      await sql`
        delete from socket_presence
        where (instance_id = ${this.instanceId}::uuid and user_id <> all(${userIds}::bigint[]))
           or seen_at < now() - make_interval(secs => ${(this.freshForMs * 2) / 1000})`.execute(this.db)
    })
  }

  /** Resolves once every write queued so far is done. */
  settled(): Promise<void> {
    return this.#queue
  }

  /** Deletes this instance's rows (it is closing). */
  clear(): Promise<void> {
    return this.#enqueue(async () => {
      await this.db.deleteFrom('socket_presence').where('instance_id', '=', this.instanceId).execute()
    })
  }

  /** Which of `userIds` hold a fresh socket on any instance, this one included. */
  async online(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set()
    const rows = await sql<{ user_id: string | number }>`
      select distinct user_id from socket_presence
      where user_id = any(${userIds}::bigint[])
        and seen_at > now() - make_interval(secs => ${this.freshForMs / 1000})`.execute(this.db)
    return new Set(rows.rows.map((row) => Number(row.user_id)))
  }

  /** Runs writes one after another; a failed write is reported and does not stop the next. */
  #enqueue(write: () => Promise<void>): Promise<void> {
    const done = this.#queue.then(write).catch(this.onError)
    this.#queue = done
    return done
  }
}
