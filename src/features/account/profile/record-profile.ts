/**
 * Every profile change the server answers with the whole new profile is recorded as a fact, so
 * every screen and every open tab shows it (store/store-client.ts).
 */
import type { UserProfile } from '../../../../contract'
import { fact } from '../../../store/events'
import { recordFacts } from '../../../store/store-client'
import '../account.events'

export function recordProfile(profile: UserProfile): Promise<void> {
  return recordFacts([fact('profile.loaded', profile, 'server')])
}
