/**
 * One notice in the centre: title, text and time, bold while unread. The text is worded in the
 * reader's language (notice-text.ts) and rendered as text, never HTML: stored notice text comes
 * from the server.
 */
import { useLingui } from '@lingui/react'
import type { Notice } from '../../../../contract'
import { formatDate } from '../../../lib/dates'
import { noticeText } from '../notice-text'

export function NoticeRow({ notice }: { notice: Notice }) {
  const { i18n } = useLingui()
  const { title, content } = noticeText(notice, i18n)
  return (
    <div className="px-2 py-2" data-testid="notice-row" data-read={notice.read}>
      <p className={notice.read ? 'text-slate-600 dark:text-slate-400' : 'font-medium'}>
        {!notice.read && <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-brand-600" />}
        {title}
      </p>
      <p className="line-clamp-2 text-xs text-slate-600 dark:text-slate-300">{content}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{formatDate(notice.createdAt)}</p>
    </div>
  )
}
