/**
 * Sends notices as Web Push messages (RFC 8030) to the browsers of users who have no live socket:
 * payload encrypted with aes128gcm (RFC 8291, 8188), request signed with VAPID (RFC 8292).
 * `web-push` builds the encrypted request; we send it with fetch, so any endpoint URL works
 * (web-push's own sender speaks https only, and tests stand in for a push service over http).
 *
 * A push never fails the notice: the notice is a row already, and the app catches up by cursor.
 * Failures are counted and logged, and a subscription the push service says is gone (404, 410)
 * is deleted.
 */
import type { Kysely } from 'kysely'
import webpush from 'web-push'
import type { Notice, PushMessage } from '../../../contract/index'
import { noticePage } from '../../../contract/notice-pages'
import type { VapidSettings } from '../../config'
import type { DB } from '../../db/schema'
import { noticeTextIn, type NoticeLanguage } from '../notices/notice-text-in'
import { GENERATED_VAPID, vapidDetails } from './vapid-keys'

/** 24 hours: a push service keeps an undelivered message this long; older news is in the list. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60

/** How long one push service may take to answer. */
export const PUSH_TIMEOUT_MS = 10_000

/** Longest content sent; push services take about 4 KB of payload, and the app shows the rest. */
export const MAX_PUSH_CONTENT_LENGTH = 500

/** How sending went, for logs and tests. */
export interface PushReport {
  /** Messages the push service accepted (2xx). */
  sent: number
  /** Subscriptions deleted because the push service answered 404 or 410. */
  removed: number
  /** Other answers and network errors. */
  failed: number
}

/** What the sender may be told; every field has a default. */
export interface PushOptions {
  /** `ServerConfig.vapid`; default: the generated, stored pair. */
  vapid?: VapidSettings
  /** Where failures are reported; default: nowhere. */
  log?: { warn(details: object, message: string): void }
}

/**
 * Pushes `notice` to every user of `userIds` that `isOnline` says has no live socket (the socket
 * hub's `hasLiveSocket`): an open app shows the notice itself. Call it after the notice's
 * transaction committed, with the root database, not a transaction (a push takes network time).
 */
export async function pushIfOffline(
  db: Kysely<DB>,
  notice: Notice,
  userIds: readonly number[],
  isOnline: (userId: number) => boolean,
  options: PushOptions = {},
): Promise<PushReport> {
  const offline = [...new Set(userIds)].filter((userId) => !isOnline(userId))
  const reports = await Promise.all(offline.map((userId) => sendPush(db, userId, notice, options)))
  return reports.reduce(addReports, emptyReport())
}

/** Pushes `notice` to every subscription of `userId`. */
export async function sendPush(
  db: Kysely<DB>,
  userId: number,
  notice: Notice,
  options: PushOptions = {},
): Promise<PushReport> {
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .execute()
  if (subscriptions.length === 0) return emptyReport()
  const vapid = await vapidDetails(db, options.vapid ?? GENERATED_VAPID)
  const user = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst()
  const payload = JSON.stringify(pushMessage(notice, user?.language ?? 'en'))
  const outcomes = await Promise.all(
    subscriptions.map(async ({ endpoint, p256dh, auth }): Promise<keyof PushReport> => {
      try {
        const request = webpush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, payload, {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
        })
        const response = await fetch(request.endpoint, {
          method: 'POST',
          headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        })
        await response.body?.cancel()
        if (response.ok) return 'sent'
        if (response.status === 404 || response.status === 410) {
          await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute()
          return 'removed'
        }
        options.log?.warn({ userId, status: response.status, origin: new URL(endpoint).origin }, 'push refused')
        return 'failed'
      } catch (error) {
        options.log?.warn({ userId, err: error, origin: new URL(endpoint).origin }, 'push failed')
        return 'failed'
      }
    }),
  )
  const report = emptyReport()
  for (const outcome of outcomes) report[outcome] += 1
  return report
}

/**
 * The push message of a notice: its text in the recipient's language (the profile's), its facts
 * and the page to open. The service worker shows the text as it comes.
 */
export function pushMessage(notice: Notice, language: NoticeLanguage = 'en'): PushMessage {
  const { title, content } = noticeTextIn(notice, language)
  return {
    id: notice.id,
    type: notice.type,
    title,
    content: content.length > MAX_PUSH_CONTENT_LENGTH ? `${content.slice(0, MAX_PUSH_CONTENT_LENGTH - 1)}…` : content,
    createdAt: notice.createdAt,
    expand: notice.expand,
    url: noticePage(notice.type),
  }
}

function emptyReport(): PushReport {
  return { sent: 0, removed: 0, failed: 0 }
}

function addReports(a: PushReport, b: PushReport): PushReport {
  return { sent: a.sent + b.sent, removed: a.removed + b.removed, failed: a.failed + b.failed }
}
