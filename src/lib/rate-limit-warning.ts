/**
 * The 10429 warning (SPEC §8): worded by the limit's `data.type`, with the wait until
 * `data.attemptsExpireAt` (epoch ms) counting down live, second by second, in the same toast.
 * One rate-limit toast at a time: a new one replaces the old and its countdown. The toast stays
 * open until the wait is over (it closes at 0), since the wait is the one thing the person needs
 * to read; they can close it earlier.
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toast } from './toast-store'

export const RATE_LIMIT_TOAST_ID = 'rpc-rate-limit'

/** What a 10429 error's `data` carries (contract/errors.ts). */
export interface RateLimitData {
  type?: unknown
  attemptsExpireAt?: unknown
}

let pendingTick: ReturnType<typeof setTimeout> | undefined

/** Shows (or replaces) the rate-limit warning; type `custom` shows nothing. */
export function showRateLimitWarning(data: RateLimitData | undefined): void {
  if (data?.type === 'custom') return
  clearTimeout(pendingTick)
  const expiresAt = typeof data?.attemptsExpireAt === 'number' ? data.attemptsExpireAt : Number.NaN
  const remaining = expiresAt - Date.now()
  if (!(remaining > 0)) {
    // No usable expiry: still say why the call failed, without a countdown.
    toast.warning(i18n._(msg`Too many attempts`), { id: RATE_LIMIT_TOAST_ID })
    return
  }
  toast.warning(rateLimitText(data?.type, remaining), { id: RATE_LIMIT_TOAST_ID, duration: remaining })
  scheduleTick(data?.type, expiresAt, remaining)
}

/**
 * A wait with seconds, for a countdown: "45 s", "4 min 05 s", "1 h 02 min 05 s". Rounded up, so
 * it never reads 0 s while there is still time to wait.
 */
export function formatWait(ms: number): string {
  const total = Math.max(Math.ceil(ms / 1000), 0)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const ss = String(seconds).padStart(2, '0')
  if (hours > 0) {
    const mm = String(minutes).padStart(2, '0')
    return i18n._(msg`${hours} h ${mm} min ${ss} s`)
  }
  if (minutes > 0) return i18n._(msg`${minutes} min ${ss} s`)
  return i18n._(msg`${seconds} s`)
}

/**
 * The warning for a limit type, as the server counts them (server/rpc/rate-limits.ts): type1
 * attempts on one account, type2 requests from one network address, type3 mails re-sent.
 */
export function rateLimitText(type: unknown, remainingMs: number): string {
  const wait = formatWait(remainingMs)
  if (type === 'type1') return i18n._(msg`Too many sign-in attempts. Try again in ${wait}.`)
  if (type === 'type3') return i18n._(msg`Too many e-mails sent. You can ask for another in ${wait}.`)
  return i18n._(msg`Too many requests. Try again in ${wait}.`)
}

/** Ticks when the shown second changes; stops at 0 or once the person has closed the toast. */
function scheduleTick(type: unknown, expiresAt: number, remaining: number): void {
  pendingTick = setTimeout(
    () => {
      const left = expiresAt - Date.now()
      if (left <= 0) {
        toast.dismiss(RATE_LIMIT_TOAST_ID)
        return
      }
      if (toast.update(RATE_LIMIT_TOAST_ID, { message: rateLimitText(type, left) })) scheduleTick(type, expiresAt, left)
    },
    remaining % 1000 || 1000,
  )
}
