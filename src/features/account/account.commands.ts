/**
 * The account's settings as commands (store/command.ts): safe to repeat, so they queue offline and
 * replay exactly once. Each answer is the server's whole new profile or config, recorded as loaded.
 */
import type { EmailConfig, Language } from '../../../contract'
import { defineCommand, optimistic } from '../../store/command'
import { fact } from '../../store/events'
import { preferencesProjection } from './preferences.projection'
import './account.events'

export const changeLanguage = defineCommand({
  name: 'account.changeLanguage',
  method: 'hub_changeUserLang',
  params: (payload: { language: Language }) => ({ lang: payload.language }),
  optimistic: optimistic(preferencesProjection, (state, payload: { language: Language }) =>
    state ? { ...state, language: payload.language } : state,
  ),
  accepted: (_payload, profile, at) => [fact('profile.loaded', profile, 'server', at)],
})

export const setRechargeTips = defineCommand({
  name: 'account.setRechargeTips',
  method: 'hub_setRechargeTips',
  params: (payload: { enabled: boolean }) => ({ enabled: payload.enabled }),
  optimistic: optimistic(preferencesProjection, (state, payload: { enabled: boolean }) =>
    state ? { ...state, rechargeTips: payload.enabled } : state,
  ),
  accepted: (_payload, profile, at) => [fact('profile.loaded', profile, 'server', at)],
})

export const setEmailConfig = defineCommand({
  name: 'account.setEmailConfig',
  method: 'hub_setUserEmailConfig',
  params: (payload: Partial<EmailConfig>) => payload,
  optimistic: optimistic(preferencesProjection, (state, payload: Partial<EmailConfig>) =>
    state ? { ...state, emailConfig: { ...state.emailConfig, ...payload } } : state,
  ),
  accepted: (_payload, config, at) => [fact('emailConfig.loaded', config, 'server', at)],
})
