/**
 * Profile changes that are safe to repeat, as commands (store/command.ts): they show at once,
 * wait in the outbox while offline and are sent exactly once when the network returns. The
 * server's answer is the whole new profile, recorded as loaded so every screen and tab sees it.
 */
import { defineCommand, optimistic } from '../../../store/command'
import { fact } from '../../../store/events'
import { profileProjection } from '../profile.projection'
import '../account.events'

export const setNickname = defineCommand({
  name: 'account.setNickname',
  method: 'hub_setUserNickname',
  params: (payload: { nickname: string }) => ({ nickname: payload.nickname }),
  optimistic: optimistic(profileProjection, (state, payload: { nickname: string }) =>
    state ? { ...state, nickname: payload.nickname } : state,
  ),
  accepted: (_payload, profile, at) => [fact('profile.loaded', profile, 'server', at)],
})
