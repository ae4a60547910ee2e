/**
 * A node's status as a coloured badge (SPEC §4: NODE_STATUS_COLORS), readable in light and dark:
 * the colour is never the only sign, the status's words are always in it.
 */
import { useLingui } from '@lingui/react/macro'
import { NODE_STATUS_COLORS, type NodeStatus, type StatusColor } from '../../../../contract/enums'
import { NODE_STATUS_WORDS } from '../node-words'

/** Each colour token of the contract as the theme draws it, light and dark. */
export const STATUS_COLOR_CLASSES: Record<StatusColor, string> = {
  green: 'border-green-300 bg-green-50 text-green-800 dark:border-green-700 dark:bg-green-950/60 dark:text-green-200',
  gray: 'border-slate-300 bg-slate-100 text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200',
  blue: 'border-blue-300 bg-blue-50 text-blue-800 dark:border-blue-700 dark:bg-blue-950/60 dark:text-blue-200',
  orange:
    'border-orange-300 bg-orange-50 text-orange-800 dark:border-orange-700 dark:bg-orange-950/60 dark:text-orange-200',
  red: 'border-red-300 bg-red-50 text-red-800 dark:border-red-700 dark:bg-red-950/60 dark:text-red-200',
}

const DOT_CLASSES: Record<StatusColor, string> = {
  green: 'bg-green-500',
  gray: 'bg-slate-400',
  blue: 'bg-blue-500',
  orange: 'bg-orange-500',
  red: 'bg-red-500',
}

export function NodeStatusBadge({ status }: { status: NodeStatus }) {
  const { i18n } = useLingui()
  const color = NODE_STATUS_COLORS[status]
  return (
    <span
      data-testid="node-status"
      data-status={status}
      data-color={color}
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_COLOR_CLASSES[color]}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT_CLASSES[color]}`} />
      {i18n._(NODE_STATUS_WORDS[status])}
    </span>
  )
}
