/**
 * The notice centre's panel: the unread count, reading, the type filter, the virtualized list
 * and the way to the notice history. Following a notice's link marks it read and closes the panel.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Notice, NoticeType } from '../../../../contract'
import { Button } from '../../../components/ui/button'
import { NOTICE_TYPE_LABELS } from '../notice-type-labels'
import type { useNoticeCentre } from '../use-notice-centre'
import { GroupChip } from './group-chip'
import { NoticeList } from './notice-list'

export interface NoticePanelProps {
  centre: ReturnType<typeof useNoticeCentre>
  /** Closes the panel: a link in it was followed. */
  onClose?: () => void
}

export function NoticePanel({ centre, onClose }: NoticePanelProps) {
  const { t, i18n } = useLingui()
  const [selected, setSelected] = useState<NoticeType | null>(null)
  const view = centre.view!
  const { notReadNum } = view.state
  const group = selected ? centre.groups.find((item) => item.type === selected) : undefined
  const shown = group ? group.notices : centre.notices
  const open = (notice: Notice) => {
    void centre.markOneRead(notice)
    onClose?.()
  }
  return (
    <div className="text-sm" data-testid="notice-panel">
      <div className="flex items-center justify-between gap-2 px-2 pb-2">
        <p className="font-medium" role="status">
          <Plural value={notReadNum} _0="No unread notices" one="# unread notice" other="# unread notices" />
        </p>
        {group ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={group.unread === 0}
            onClick={() => void centre.markTypeRead(group.type)}
          >
            <Trans>Mark these read</Trans>
          </Button>
        ) : (
          <Button variant="ghost" size="sm" disabled={notReadNum === 0} onClick={() => void centre.markAllRead()}>
            <Trans>Mark all read</Trans>
          </Button>
        )}
      </div>
      {view.pending > 0 && (
        <p className="px-2 pb-2 text-xs text-amber-700 dark:text-amber-300">
          <Trans>Waiting to be sent</Trans>
        </p>
      )}
      {/* The chips scroll inside their row: a phone's page never widens for them. */}
      <div className="flex min-w-0 gap-1 overflow-x-auto px-2 pb-2" role="group" aria-label={t`Notice types`}>
        <GroupChip pressed={selected === null} onClick={() => setSelected(null)}>
          <Trans>All</Trans>
        </GroupChip>
        {centre.groups.map((item) => (
          <GroupChip
            key={item.type}
            pressed={selected === item.type}
            onClick={() => setSelected(item.type)}
            unread={item.unread}
          >
            {i18n._(NOTICE_TYPE_LABELS[item.type])}
          </GroupChip>
        ))}
      </div>
      <NoticeList
        notices={shown}
        // A group shows what is loaded; paging goes on in "All", where the older notices come.
        onNearEnd={group ? undefined : centre.loadMore}
        loading={centre.loading}
        failed={centre.failed}
        atEnd={centre.atEnd}
        onOpen={open}
      />
      <p className="border-t border-slate-100 px-2 pt-2 text-center dark:border-slate-800">
        <Link
          to="/rpc/notices"
          search={selected ? { type: selected } : {}}
          onClick={onClose}
          className="text-brand-700 hover:underline dark:text-brand-300"
        >
          <Trans>View all notices</Trans>
        </Link>
      </p>
    </div>
  )
}
