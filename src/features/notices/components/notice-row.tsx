/** One notice in the centre: title, text and time, bold while unread. Texts render as text, never HTML. */
import { formatDate } from '../../../lib/dates'
import type { Notice } from '../../../../contract'

export function NoticeRow({ notice }: { notice: Notice }) {
  return (
    <div className="px-2 py-2" data-testid="notice-row" data-read={notice.read}>
      <p className={notice.read ? 'text-slate-600 dark:text-slate-400' : 'font-medium'}>
        {!notice.read && <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-brand-600" />}
        {notice.title}
      </p>
      <p className="line-clamp-2 text-xs text-slate-600 dark:text-slate-300">{notice.content}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{formatDate(notice.createdAt)}</p>
    </div>
  )
}
