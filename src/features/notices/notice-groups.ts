/**
 * The notice store's `group` (SPEC §3): notices by type, each group newest first, groups ordered
 * by their newest notice, with the unread count of each. Derived from the list, never stored.
 */
import type { Notice, NoticeType } from '../../../contract'

export interface NoticeGroup {
  type: NoticeType
  notices: Notice[]
  unread: number
}

export function groupNotices(notices: readonly Notice[]): NoticeGroup[] {
  const groups = new Map<NoticeType, NoticeGroup>()
  for (const notice of [...notices].sort((a, b) => b.id - a.id)) {
    let group = groups.get(notice.type)
    if (!group) {
      group = { type: notice.type, notices: [], unread: 0 }
      groups.set(notice.type, group)
    }
    group.notices.push(notice)
    if (!notice.read) group.unread += 1
  }
  return [...groups.values()]
}
