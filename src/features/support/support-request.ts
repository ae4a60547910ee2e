/**
 * The support request as the dialog builds it: the rules the server applies (contract/http-routes.ts),
 * checked before sending so the form can say what is wrong beside the field, and what the app
 * attaches (the page's path, the build, the language; the server adds the account).
 */
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportContext,
  type SupportRequest,
  type SupportTopic,
} from '../../../contract/http-routes'

export interface SupportDraft {
  topic: SupportTopic
  subject: string
  message: string
  /** Asked only while signed out. */
  email: string
}

export type SupportProblem = 'required' | 'tooLong' | 'notEmail'

export type SupportCheck =
  | { ok: true; request: SupportRequest }
  | { ok: false; problems: Partial<Record<'subject' | 'message' | 'email', SupportProblem>> }

/** Close to the server's check; the server has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function checkSupportDraft(draft: SupportDraft, signedIn: boolean, context: SupportContext): SupportCheck {
  const subject = draft.subject.trim()
  const message = draft.message.trim()
  const email = draft.email.trim()
  const problems: Partial<Record<'subject' | 'message' | 'email', SupportProblem>> = {}
  if (!subject) problems.subject = 'required'
  else if (subject.length > SUPPORT_SUBJECT_MAX) problems.subject = 'tooLong'
  if (!message) problems.message = 'required'
  else if (message.length > SUPPORT_MESSAGE_MAX) problems.message = 'tooLong'
  if (!signedIn) {
    if (!email) problems.email = 'required'
    else if (!EMAIL.test(email)) problems.email = 'notEmail'
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return {
    ok: true,
    request: { topic: draft.topic, subject, message, ...(signedIn ? {} : { email }), context },
  }
}

/** What is attached: the path only (a query may hold a code or an address). */
export function supportContext(pathname: string, build: string, language: 'en' | 'zh'): SupportContext {
  const page = pathname.replace(/[?#].*$/, '').slice(0, 512) || '/'
  return { page, build: build.replace(/[^\w.:-]/g, '').slice(0, 64), language }
}
