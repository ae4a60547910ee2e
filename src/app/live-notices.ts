/**
 * Live notices, wired (issue 5): one tab of the signed-in account — the leader, by Web Lock —
 * holds the notice socket (machines/socket), records each notice it brings as a
 * `notice.received` fact (every tab's notice centre updates through the shared store), tells the
 * other tabs over a tab channel so each shows its toast, carries out the notice's effects once
 * (SPEC §4), and hands it to the service worker, which alerts when no window is in sight. When
 * the leader closes, another tab takes the lock and connects.
 */
import { msg } from '@lingui/core/macro'
import { createActor } from 'xstate'
import type { Notice } from '../../contract/notice-types'
import { noticePage } from '../../contract/notice-pages'
import type { SocketNoticeBody } from '../../contract/socket-messages'
import { socketMachine } from '../../machines/socket/socket.machine'
import { readApiKeys } from '../features/api-keys/api-keys.read'
import { isPersistentNotice, noticeEffects, type NoticeEffect } from '../features/notices/notice-effects'
import { noticeText, type NoticeText } from '../features/notices/notice-text'
import { i18n, loadCatalogPart } from '../i18n/i18n'
import { clearExportSession } from '../lib/export-session'
import { alertPermission, alertUnseenNotice } from '../lib/notice-alerts'
import { subscribeToPush } from '../lib/push-subscription'
import { rpc } from '../lib/rpc-client'
import { noticeSocketConnection } from '../lib/socket-transport'
import { createTabChannel } from '../lib/tab-channel'
import { readTeamId } from '../lib/team-context'
import { toast } from '../lib/toast-store'
import { fact } from '../store/events'
import { electLeader } from '../store/locks'
import type { AppStore } from './app-store'

/** Notices fetched on each (re)connect: far more than a connection drop lets pile up. */
export const CATCH_UP_PAGE_SIZE = 200

export interface LiveNoticesOptions {
  store: AppStore
  scope: string
  token: string
  /** The socket was refused for the session (44xx): the session ends. */
  onSessionRejected: () => void
  /** A notice ended the session (the current team is gone): log out and go to `/`. */
  onLogOut: () => void
}

/** Starts live notices for a signed-in account; the returned function stops them (logout). */
export function startLiveNotices(options: LiveNoticesOptions): () => void {
  const { store, scope, token } = options
  const channel = createTabChannel<Notice>(`hubdeck-notices:${scope}`)
  const announced = new Set<number>()

  /** What every tab does with a new notice: its toast, and ending the session when it says so. */
  const announce = (notice: Notice, text = wordNotice(notice), effects = noticeEffects(notice, readTeamId())) => {
    if (announced.has(notice.id)) return
    announced.add(notice.id)
    void text.then((worded) => showToast(notice, worded))
    if (effects.some((effect) => effect.kind === 'logOut')) options.onLogOut()
  }
  const unsubscribe = channel.subscribe((notice) => announce(notice))

  const received = async (body: SocketNoticeBody) => {
    const notice: Notice = { ...body, read: false }
    if (store.live.scope !== scope) return
    await store.log.append(scope, [fact('notice.received', notice, 'socket')])
    channel.post(notice)
    // Worded and judged once here, for the toast, the effects and the system alert alike.
    const text = wordNotice(notice)
    const effects = noticeEffects(notice, readTeamId())
    announce(notice, text, effects)
    for (const effect of effects) void carryOut(effect, store, scope)
    void text.then(({ title, content }) =>
      alertUnseenNotice({ id: notice.id, title, body: content, url: noticePage(notice.type) }),
    )
  }

  const socket = createActor(
    socketMachine.provide({
      actors: {
        connection: noticeSocketConnection({
          onNotice: (body) =>
            void received(body).catch((error: unknown) => console.error('Notice not recorded', error)),
        }),
      },
      actions: {
        catchUp: () => void catchUp(store, scope),
        logError: (_, { error }) => console.warn('Notice socket error', error),
        reportSessionInvalid: () => options.onSessionRejected(),
      },
    }),
    { input: { random: Math.random } },
  )
  const onOnline = () => socket.send({ type: 'network.online' })
  const onVisible = () => {
    if (document.visibilityState === 'visible') socket.send({ type: 'tab.visible' })
  }

  const leadership = electLeader(`hubdeck-socket:${scope}`, () => {
    socket.start()
    socket.send({ type: 'socket.start', token, teamId: readTeamId() })
    window.addEventListener('online', onOnline)
    document.addEventListener('visibilitychange', onVisible)
    // Permission given earlier (in this browser) also covers this account: keep its push subscription.
    if (alertPermission() === 'granted') void subscribeToPush()
  })

  return () => {
    socket.send({ type: 'socket.stop' })
    socket.stop()
    window.removeEventListener('online', onOnline)
    document.removeEventListener('visibilitychange', onVisible)
    leadership.release()
    unsubscribe()
    channel.close()
  }
}

/** The newest notices, merged over what the store holds: none sent while disconnected is lost. */
async function catchUp(store: AppStore, scope: string): Promise<void> {
  try {
    const page = await rpc('hub_getUserMessages', { cursor: 0, perPage: CATCH_UP_PAGE_SIZE }, { hideError: true })
    if (store.live.scope === scope) await store.log.append(scope, [fact('notices.caughtUp', { page }, 'server')])
  } catch (error) {
    console.warn('Notice catch-up failed', error)
  }
}

/** Effects that change shared data run in the leader only, once per notice. */
async function carryOut(effect: NoticeEffect, store: AppStore, scope: string): Promise<void> {
  switch (effect.kind) {
    case 'refreshWallet': {
      const wallet = await rpc('hub_getUserWalletOverview', {}, { hideError: true }).catch(() => null)
      if (wallet && store.live.scope === scope) await store.log.append(scope, [fact('wallet.loaded', wallet, 'server')])
      return
    }
    case 'refreshApiKeys': {
      const keys = await readApiKeys({ hideError: true }).catch(() => null)
      if (keys && store.live.scope === scope) await store.log.append(scope, [keys])
      return
    }
    case 'clearExportSession':
      clearExportSession(effect.exportType)
      return
    case 'refreshTeams':
      // The team list arrives with the teams issue (no projection holds one yet); it will
      // record a fresh `teams.loaded` here.
      return
    case 'logOut':
      // Every tab ends its session itself (announce), the leader included.
      return
  }
}

/** The notice in the reader's language; its words are a catalog part loaded on first need. */
async function wordNotice(notice: Notice): Promise<NoticeText> {
  await loadCatalogPart('notices')
  return noticeText(notice, i18n)
}

function showToast(notice: Notice, { title, content }: NoticeText): void {
  const fileUrl = notice.type === 'file_download' ? safeFileUrl(notice.expand.fileUrl) : null
  toast.notice({
    id: `notice-${notice.id}`,
    title,
    body: content,
    persistent: isPersistentNotice(notice),
    action: fileUrl
      ? { label: i18n._(msg`Download`), onClick: () => window.open(fileUrl, '_blank', 'noopener') }
      : undefined,
  })
}

/** Only http(s) links: a notice must never run script through its download button. */
function safeFileUrl(value: string | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value, location.href)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}
