/**
 * What an instance does with each committed notice it hears of: one frame to every open socket
 * here of each recipient, and, if it won the notice's claim, Web Push to the recipients with no
 * live socket on any instance and the notice e-mails their settings ask for. Notices are handled one at a time, in the order heard, so
 * a socket gets them in commit order; pushes go on in the background (a push service may take
 * seconds) and `drain()` waits for them.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { toSocketNoticeFrame } from '../../contract/index'
import type { VapidSettings } from '../config'
import type { DB } from '../db/schema'
import { toNotice } from '../modules/notices/notify'
import { mailNotice, type NoticeMailOptions } from '../modules/notices/notice-mail'
import { pushIfOffline } from '../modules/push/push-sender'
import { readAndClaimNotice } from './notice-claim'
import type { SocketPresence } from './socket-presence'
import type { SocketRegistry } from './socket-registry'
import { teamMemberIds } from './team-members'

/** What the fan-out works with. */
export interface NoticeFanoutOptions {
  db: Kysely<DB>
  registry: SocketRegistry
  presence: SocketPresence
  vapid?: VapidSettings
  /** Notice e-mails (modules/notices/notice-mail.ts); none when absent. */
  mail?: Omit<NoticeMailOptions, 'log'>
  log: FastifyBaseLogger
}

/** The fan-out of one instance. */
export interface NoticeFanout {
  /** Handles notice `id` after the ones heard before it. */
  deliver(id: number): void
  /**
   * Runs `step` after the notices heard before it are delivered: a socket whose team context
   * ends gets the notice that says so (team_disband) before it closes.
   */
  afterDelivered(step: () => void): void
  /** Resolves once every notice heard so far is delivered and pushed. */
  drain(): Promise<void>
}

export function createNoticeFanout({ db, registry, presence, vapid, mail, log }: NoticeFanoutOptions): NoticeFanout {
  let queue: Promise<void> = Promise.resolve()
  const pushes = new Set<Promise<void>>()

  async function handle(id: number): Promise<void> {
    const claimed = await readAndClaimNotice(db, id)
    if (!claimed) return
    const { row, pushClaimed } = claimed
    const recipients = row.user_id !== null ? [Number(row.user_id)] : await teamMemberIds(db, Number(row.team_id))
    const notice = toNotice(row)
    registry.send(recipients, JSON.stringify(toSocketNoticeFrame(notice)))
    if (!pushClaimed || recipients.length === 0) return
    const push = (async () => {
      const mailed = mail ? mailNotice(db, notice, recipients, { ...mail, log }) : null
      const online = await presence.online(recipients)
      await pushIfOffline(db, notice, recipients, (userId) => online.has(userId), { vapid, log })
      await mailed
    })()
      .catch((error: unknown) => log.warn({ err: error, noticeId: id }, 'notice push failed'))
      .finally(() => pushes.delete(push))
    pushes.add(push)
  }

  return {
    deliver(id) {
      queue = queue
        .then(() => handle(id))
        .catch((error: unknown) => log.error({ err: error, noticeId: id }, 'notice fan-out failed'))
    },
    afterDelivered(step) {
      queue = queue.then(step).catch((error: unknown) => log.error({ err: error }, 'step after fan-out failed'))
    },
    async drain() {
      await queue
      await Promise.all(pushes)
    },
  }
}
