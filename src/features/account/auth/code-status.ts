/**
 * What a mailed link's code is worth, as the person reads it: one message per status of
 * `CodeStatus` and the step that helps next. Pure, so every status is unit-tested; the page draws
 * the links.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CodeStatus } from '../../../../contract/statuses'
import type { RpcCallError } from '../../../lib/rpc-errors'

/** Which mail the link came in. */
export type MailLinkKind = 'emailConfirm' | 'passwordReset' | 'passwordSet'

/** Where the person goes next from a link that cannot be used. */
export type NextStep = 'resendConfirmation' | 'logIn' | 'requestReset' | 'requestSetPassword'

export interface CodeStatusText {
  title: MessageDescriptor
  detail: MessageDescriptor
  next: NextStep[]
}

/** The words and next steps for a link whose code is not `valid`. */
export function unusableLinkText(kind: MailLinkKind, status: Exclude<CodeStatus, 'valid'>): CodeStatusText {
  if (kind === 'emailConfirm') return confirmText[status]
  return kind === 'passwordReset' ? resetText[status] : setText[status]
}

/** A link with no code at all reads as an invalid one. */
export function codeFromSearch(code: unknown): string | null {
  return typeof code === 'string' && /^[A-Za-z0-9_-]{6,128}$/.test(code.trim()) ? code.trim() : null
}

/**
 * The status a refused use of a code carried (server 10422 `data.status`), so a link that was
 * used or expired between the check and the use still gets its own message.
 */
export function refusedCodeStatus(error: unknown): Exclude<CodeStatus, 'valid'> | null {
  const status = (error as Partial<RpcCallError> | null)?.data?.['status']
  return status === 'used' || status === 'expired' || status === 'invalid' ? status : null
}

const confirmText: Record<Exclude<CodeStatus, 'valid'>, CodeStatusText> = {
  used: {
    title: msg`This confirmation link has already been used`,
    detail: msg`Your e-mail address is confirmed. Log in to continue.`,
    next: ['logIn'],
  },
  expired: {
    title: msg`This confirmation link has expired`,
    detail: msg`Links work for 24 hours. Ask for a new confirmation e-mail.`,
    next: ['resendConfirmation'],
  },
  invalid: {
    title: msg`This confirmation link is not valid`,
    detail: msg`Check that you opened the whole link from the e-mail, or ask for a new one.`,
    next: ['resendConfirmation', 'logIn'],
  },
}

const resetText: Record<Exclude<CodeStatus, 'valid'>, CodeStatusText> = {
  used: {
    title: msg`This reset link has already been used`,
    detail: msg`Log in with your new password, or ask for another link if you forgot it again.`,
    next: ['logIn', 'requestReset'],
  },
  expired: {
    title: msg`This reset link has expired`,
    detail: msg`Links work for 24 hours. Ask for a new one.`,
    next: ['requestReset'],
  },
  invalid: {
    title: msg`This reset link is not valid`,
    detail: msg`Check that you opened the whole link from the e-mail, or ask for a new one.`,
    next: ['requestReset'],
  },
}

const setText: Record<Exclude<CodeStatus, 'valid'>, CodeStatusText> = {
  used: {
    title: msg`This link has already been used`,
    detail: msg`Your password is set. Log in with it.`,
    next: ['logIn'],
  },
  expired: {
    title: msg`This link has expired`,
    detail: msg`Links work for 24 hours. Ask for a new one from your profile.`,
    next: ['requestSetPassword'],
  },
  invalid: {
    title: msg`This link is not valid`,
    detail: msg`Check that you opened the whole link from the e-mail, or ask for a new one from your profile.`,
    next: ['requestSetPassword'],
  },
}
