/**
 * When another mail of a kind may be asked for. The server answers each mail with `nextSendAt`
 * (and a refused re-send with 10429 `attemptsExpireAt`); the page keeps that moment in session
 * storage per kind and address, so a reload still counts down instead of inviting a refused click.
 * Session storage goes with the tab and with logout.
 */
export type MailKind = 'registerConfirm' | 'passwordReset'

const PREFIX = 'hubdeck:mail-cooldown:'

/** The end of a 10429 wait, from the error's `data.attemptsExpireAt` (epoch ms), if it has one. */
export function rateLimitedUntil(error: unknown): number | null {
  const data = (error as { code?: unknown; data?: Record<string, unknown> } | null) ?? null
  if (data?.code !== 10429) return null
  const at = data.data?.['attemptsExpireAt']
  return typeof at === 'number' && Number.isFinite(at) ? at : null
}

export function rememberCooldown(kind: MailKind, email: string, until: number): void {
  try {
    sessionStorage.setItem(keyOf(kind, email), String(until))
  } catch {
    // Storage refused (private mode, quota): the countdown still runs for this page.
  }
}

export function rememberedCooldown(kind: MailKind, email: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(keyOf(kind, email)))
    return value > 0 ? value : null
  } catch {
    return null
  }
}

function keyOf(kind: MailKind, email: string): string {
  return `${PREFIX}${kind}:${email.trim().toLowerCase()}`
}
