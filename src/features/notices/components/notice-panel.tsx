/** The notice centre's panel: the unread count, reading, the type filter and the virtualized list. */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { NoticeType } from '../../../../contract'
import { Button } from '../../../components/ui/button'
import { NOTICE_TYPE_LABELS } from '../notice-type-labels'
import type { useNoticeCentre } from '../use-notice-centre'
import { NoticeList } from './notice-list'

export function NoticePanel({ centre }: { centre: ReturnType<typeof useNoticeCentre> }) {
  const { t, i18n } = useLingui()
  const [selected, setSelected] = useState<NoticeType | null>(null)
  const view = centre.view!
  const { notReadNum } = view.state
  const group = selected ? centre.groups.find((item) => item.type === selected) : undefined
  const shown = group ? group.notices : centre.notices
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
      <div className="flex gap-1 overflow-x-auto px-2 pb-2" role="group" aria-label={t`Notice types`}>
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
      />
    </div>
  )
}

function GroupChip({
  pressed,
  onClick,
  unread = 0,
  children,
}: {
  pressed: boolean
  onClick: () => void
  unread?: number
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`shrink-0 rounded-full border px-2 py-1 text-xs whitespace-nowrap ${
        pressed
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800'
      }`}
    >
      {children}
      {unread > 0 && <span className="ml-1 font-semibold tabular-nums">{unread}</span>}
    </button>
  )
}
