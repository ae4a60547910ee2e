/** Marking notices read, as commands: queued offline, shown at once, replayed exactly once. */
import type { NoticeType } from '../../../contract'
import { defineCommand, optimistic } from '../../store/command'
import { fact } from '../../store/events'
import { markRead, noticesProjection } from './notices.projection'

export const markNoticeTypeRead = defineCommand({
  name: 'notices.markTypeRead',
  method: 'hub_setUserMessageRead',
  params: (payload: { type: NoticeType }) => ({ type: payload.type }),
  optimistic: optimistic(noticesProjection, (state, payload: { type: NoticeType }) => markRead(state, payload.type)),
  accepted: (payload, result, at) => [fact('notices.typeRead', { type: payload.type, result }, 'server', at)],
})

/** One notice opened from its row: only it is marked read (the same method, narrowed by `id`). */
export const markNoticeRead = defineCommand({
  name: 'notices.markRead',
  method: 'hub_setUserMessageRead',
  params: (payload: { type: NoticeType; id: number }) => ({ type: payload.type, id: payload.id }),
  optimistic: optimistic(noticesProjection, (state, payload: { type: NoticeType; id: number }) =>
    markRead(state, payload.type, payload.id),
  ),
  accepted: (payload, result, at) => [
    fact('notices.typeRead', { type: payload.type, id: payload.id, result }, 'server', at),
  ],
})

export const markAllNoticesRead = defineCommand({
  name: 'notices.markAllRead',
  method: 'hub_setUserMessageReadAll',
  params: (_payload: Record<string, never>) => ({}),
  optimistic: optimistic(noticesProjection, (state) => markRead(state)),
  accepted: (_payload, result, at) => [fact('notices.allRead', { result }, 'server', at)],
})
