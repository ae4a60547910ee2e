/**
 * A stored notice's text in a user's language (the profile's `language`), for mail and Web Push.
 * English is what the row stores; Chinese is worded from the type and facts. A plain-content type
 * (SPEC §9), or a notice from before worded types, has only its stored text: the same in both.
 */
import { usesStoredText, type Notice } from '../../../contract/index'
import type { NoticeText } from './notice-text'
import { noticeTextZh } from './notice-text-zh'

/** A language the server words notices in. */
export type NoticeLanguage = 'en' | 'zh'

/** The title and content of `notice` in `language`. */
export function noticeTextIn(
  notice: Pick<Notice, 'type' | 'title' | 'content' | 'expand' | 'createdAt'>,
  language: NoticeLanguage,
): NoticeText {
  if (language === 'zh' && notice.expand.contentZh) return { title: notice.title, content: notice.expand.contentZh }
  if (language === 'en' || usesStoredText(notice)) return { title: notice.title, content: notice.content }
  return noticeTextZh(notice.type, notice.expand)
}
