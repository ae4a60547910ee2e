/**
 * Live notices, wired (issue 5): one tab of the signed-in account — the leader, by Web Lock —
 * holds the notice socket (machines/socket), records each notice it brings as a
 * `notice.received` fact (every tab's notice centre updates through the shared store), tells the
 * other tabs over a tab channel so each shows its toast, carries out the notice's effects once
 * (SPEC §4) — for notices caught up after a reconnect too, by the rule of notice-effects-cursor.ts — and hands it to the service worker, which alerts when no window is in sight. When
 * the leader closes, another tab takes the lock and connects.
 */
import { msg } from '@lingui/core/macro'
import { createActor } from 'xstate'
import type { Notice } from '../../contract/notice-types'
import { noticePage } from '../../contract/notice-pages'
import type { SocketNoticeBody } from '../../contract/socket-messages'
import { socketMachine } from '../../machines/socket/socket.machine'
import { readApiKeys } from '../features/api-keys/api-keys.read'
import { nodesProjection } from '../features/nodes/nodes.projection'
import { readRecentNodePages } from '../features/nodes/nodes.reads'
import { isPersistentNotice, noticeEffects, type NoticeEffect } from '../features/notices/notice-effects'
import { caughtUpNoticesToApply, isLiveNoticeDue } from '../features/notices/notice-effects-cursor'
import { noticesProjection } from '../features/notices/notices.projection'
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
  let stopped = false

  /** What every tab does with a new notice: its toast, and ending the session when it says so. */
  const announce = (notice: Notice, text = wordNotice(notice), effects = noticeEffects(notice, readTeamId())) => {
    if (announced.has(notice.id)) return
    announced.add(notice.id)
    void text.then((worded) => showToast(notice, worded))
    if (effects.some((effect) => effect.kind === 'logOut')) options.onLogOut()
  }
  const unsubscribe = channel.subscribe((notice) => announce(notice))

  /** What the leader does with a notice whose effects are due, live or caught up: the same. */
  const dispatch = (notice: Notice) => {
    // A step still running when the session ended (a 44xx close, a logout) has no one to tell.
    if (stopped) return
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

  // The effects mark is read and moved by one step before the next starts, so a notice that comes
  // both live and in a catch-up runs its effects once (notice-effects-cursor.ts).
  let steps: Promise<void> = Promise.resolve()
  const serially = (step: () => Promise<void>, failed: (error: unknown) => void) => {
    steps = steps.then(step).catch(failed)
  }

  const received = async (body: SocketNoticeBody) => {
    const notice: Notice = { ...body, read: false }
    if (store.live.scope !== scope) return
    const { state } = await store.log.read(scope, noticesProjection)
    const due = isLiveNoticeDue(notice, state.effectsUpTo)
    await store.log.append(scope, [fact('notice.received', notice, 'socket')])
    if (due) dispatch(notice)
  }

  /** The newest notices, merged over what the store holds: none sent while disconnected is lost. */
  const catchUp = async () => {
    const page = await rpc('hub_getUserMessages', { cursor: 0, perPage: CATCH_UP_PAGE_SIZE }, { hideError: true })
    serially(
      async () => {
        if (store.live.scope !== scope) return
        const { state } = await store.log.read(scope, noticesProjection)
        const due = caughtUpNoticesToApply(page.list, state.effectsUpTo)
        await store.log.append(scope, [fact('notices.caughtUp', { page }, 'server')])
        for (const notice of due) dispatch(notice)
      },
      (error) => console.error('Caught-up notices not recorded', error),
    )
  }

  const socket = createActor(
    socketMachine.provide({
      actors: {
        connection: noticeSocketConnection({
          onNotice: (body) =>
            serially(
              () => received(body),
              (error) => console.error('Notice not recorded', error),
            ),
        }),
      },
      actions: {
        catchUp: () => void catchUp().catch((error: unknown) => console.warn('Notice catch-up failed', error)),
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
    stopped = true
    socket.send({ type: 'socket.stop' })
    socket.stop()
    window.removeEventListener('online', onOnline)
    document.removeEventListener('visibilitychange', onVisible)
    leadership.release()
    unsubscribe()
    channel.close()
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
    case 'refreshNodes': {
      // The pages read most recently (the list on screen among them), in every tab through the store.
      const { state } = await store.log.read(scope, nodesProjection)
      const pages = await readRecentNodePages(state)
      if (pages.length > 0 && store.live.scope === scope) await store.log.append(scope, pages)
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
