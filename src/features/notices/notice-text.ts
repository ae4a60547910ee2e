/**
 * How a notice reads, in the reader's language (SPEC §3, §9). Notices from before the cut-over
 * show the title and content stored with them; the plain-content types show a translated title
 * over their stored content; every other type is worded from this app's own catalog and the
 * notice's expand fields. The 26 worded types are split by family so each file stays readable:
 * notice-wording-billing.ts, -packages.ts, -team.ts, -api-keys.ts and -nodes.ts; notice-facts.ts formats
 * the expand fields they use.
 *
 * The result is plain text. Stored titles and contents come from the server and may hold
 * anything, markup included: render them as text, never as HTML.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { spaceCjkLatin } from '../../../contract/cjk-spacing'
import { NOTICE_STORED_TEXT_BEFORE, type Notice, type NoticeType } from '../../../contract/notice-types'
import { noticeFacts, type NoticeFacts, type NoticeWording } from './notice-facts'
import { API_KEY_WORDINGS } from './notice-wording-api-keys'
import { BILLING_WORDINGS } from './notice-wording-billing'
import { NODE_WORDINGS } from './notice-wording-nodes'
import { PACKAGE_WORDINGS } from './notice-wording-packages'
import { TEAM_WORDINGS } from './notice-wording-team'

/** A notice as the reader sees it. */
export interface NoticeText {
  title: string
  content: string
}

/**
 * Notices created before this moment are shown with their stored title and content: they were
 * stored with their final text, before notices carried the expand fields the app words them
 * from. The contract's date, so the server and the app agree on it.
 */
export const NOTICE_WORDING_CUTOVER = NOTICE_STORED_TEXT_BEFORE

/**
 * The title and content of `notice` in the locale active in `i18n`. Amounts and dates go through
 * the shared helpers (src/lib/money.ts, dates.ts), which follow the app's active locale.
 */
export function noticeText(notice: Notice, i18n: I18n): NoticeText {
  const stored = { title: notice.title, content: notice.content }
  if (Date.parse(notice.createdAt) < Date.parse(NOTICE_WORDING_CUTOVER)) return stored
  const facts = noticeFacts(notice.expand, i18n)
  if (isPlainContent(notice.type)) {
    const content = i18n.locale === 'zh' && notice.expand.contentZh ? notice.expand.contentZh : notice.content
    return { title: i18n._(PLAIN_TITLES[notice.type](facts)), content }
  }
  // A type newer than this build (the server was updated first) still reads, in English.
  const wording = (WORDINGS as Partial<Record<string, NoticeWording>>)[notice.type]
  if (!wording) return stored
  const { title, content } = wording(facts)
  const worded = { title: i18n._(title), content: i18n._(content) }
  // The catalog's Chinese templates put no space around a name: spaced here only beside Latin.
  return i18n.locale === 'zh' ? { title: spaceCjkLatin(worded.title), content: spaceCjkLatin(worded.content) } : worded
}

/** SPEC §9's plain-content types: their content is shown as stored, under a translated title. */
const PLAIN_TITLES = {
  normal_success: () => msg`Announcement`,
  normal_warn: () => msg`Warning`,
  normal_fail: () => msg`Something failed`,
  activity_gift: ({ name }) => (name ? msg`Campaign gift: ${name}` : msg`Campaign gift`),
} satisfies Record<string, (facts: NoticeFacts) => MessageDescriptor>

type PlainContentType = keyof typeof PLAIN_TITLES

/** Every other type; the type checker refuses a notice type left without wording. */
const WORDINGS: Record<Exclude<NoticeType, PlainContentType>, NoticeWording> = {
  ...BILLING_WORDINGS,
  ...PACKAGE_WORDINGS,
  ...TEAM_WORDINGS,
  ...API_KEY_WORDINGS,
  ...NODE_WORDINGS,
}

function isPlainContent(type: NoticeType): type is PlainContentType {
  return Object.hasOwn(PLAIN_TITLES, type)
}
