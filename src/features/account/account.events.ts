/**
 * Facts about the signed-in account (SPEC §3 "User profile", "Limit info"). Payloads are the
 * contract's shapes as the server answered them.
 */
import type { EmailConfig, LimitInfo, UserProfile } from '../../../contract'

declare module '../../store/events' {
  interface EventPayloads {
    /** Someone signed in on this device (device scope). */
    'session.started': { userId: number; email: string | null }
    /** The signed-in account signed out (device scope). */
    'session.ended': { userId: number }
    'profile.loaded': UserProfile
    'limit.loaded': LimitInfo
    'emailConfig.loaded': EmailConfig
  }
}
