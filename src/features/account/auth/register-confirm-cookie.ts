/**
 * The register-confirm cookie: the address a registration mailed its confirmation link to, kept
 * 30 days so /register-confirm can say where the mail went and re-send it after a reload or a
 * return visit. SPEC §4 "Login" clears it on login; the session runtime should call
 * `clearRegisterConfirm()` in `completeLogin` (the e-mail confirmation page clears it too).
 */
import { deleteCookie, readCookie, writeCookie } from '../../../lib/cookies'

export const REGISTER_CONFIRM_COOKIE = 'register_confirm'
/** 30 days, like the session cookies. */
export const REGISTER_CONFIRM_COOKIE_DAYS = 30

export function rememberRegisterConfirm(email: string): void {
  writeCookie(REGISTER_CONFIRM_COOKIE, email, REGISTER_CONFIRM_COOKIE_DAYS)
}

/** The address waiting for confirmation on this device, if any. */
export function readRegisterConfirm(): string | undefined {
  const value = readCookie(REGISTER_CONFIRM_COOKIE)
  return value ? value : undefined
}

export function clearRegisterConfirm(): void {
  deleteCookie(REGISTER_CONFIRM_COOKIE)
}
