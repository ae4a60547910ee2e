/**
 * One notice in the centre and the history: title, text and time, bold while unread. The text is
 * worded in the reader's language (notice-text.ts) and rendered as text, never HTML: stored
 * notice text comes from the server.
 *
 * A notice that acts somewhere (notice-link.ts) is one link, to that page or to its export's
 * file; opening it tells `onOpen`, which marks it read. Any other notice is plain text.
 */
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { Notice } from '../../../../contract'
import { formatDate } from '../../../lib/dates'
import { noticeLink } from '../notice-link'
import { noticeText } from '../notice-text'

export interface NoticeRowProps {
  notice: Notice
  /** A link in the row was followed. */
  onOpen?: (notice: Notice) => void
}

const ROW = 'block px-2 py-2'
const LINK_ROW = `${ROW} rounded-md hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800`

export function NoticeRow({ notice, onOpen }: NoticeRowProps) {
  const { i18n } = useLingui()
  const { title, content } = noticeText(notice, i18n)
  const link = noticeLink(notice)
  const body = (
    <>
      <span className={`block ${notice.read ? 'text-slate-600 dark:text-slate-400' : 'font-medium'}`}>
        {!notice.read && <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-brand-600" />}
        {title}
      </span>
      <span className="line-clamp-2 text-xs text-slate-600 dark:text-slate-300">{content}</span>
      <span className="block text-xs text-slate-500 dark:text-slate-400">{formatDate(notice.createdAt)}</span>
    </>
  )
  const row = { 'data-testid': 'notice-row', 'data-read': notice.read }
  const open = () => onOpen?.(notice)
  if (link?.kind === 'route') {
    return (
      <Link {...row} to={link.to} search={link.search as never} onClick={open} className={LINK_ROW}>
        {body}
      </Link>
    )
  }
  if (link?.kind === 'file') {
    // The file is on the storage's origin: a new tab, told nothing of this page.
    return (
      <a {...row} href={link.href} target="_blank" rel="noopener noreferrer" onClick={open} className={LINK_ROW}>
        {body}
      </a>
    )
  }
  return (
    <div {...row} className={ROW}>
      {body}
    </div>
  )
}
