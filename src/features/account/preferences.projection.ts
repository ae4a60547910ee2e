/**
 * The settings a user changes, apart from the rest of the profile because they change through
 * commands: language, the low-balance top-up reminder and which notices also go by e-mail. Queued
 * changes show here at once (see account.commands.ts) and survive a reload while offline.
 */
import type { EmailConfig, Language } from '../../../contract'
import type { Projection } from '../../store/projection'
import './account.events'

export interface Preferences {
  language: Language
  rechargeTips: boolean
  emailConfig: EmailConfig
}

export const preferencesProjection: Projection<Preferences | null> = {
  name: 'preferences',
  version: 1,
  initial: null,
  on: {
    'profile.loaded': (_state, { payload }) => ({
      language: payload.language,
      rechargeTips: payload.rechargeTips,
      emailConfig: payload.emailConfig,
    }),
    'emailConfig.loaded': (state, event) => (state ? { ...state, emailConfig: event.payload } : state),
  },
}
