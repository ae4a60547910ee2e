/**
 * The header's connection status: a clear "Offline" badge while the network is gone, and how
 * many changes are waiting to be sent (they go out by themselves when it returns). Beside the
 * header's buttons on a wide screen; on a phone, whose first header line has no room left, a line
 * of its own under the header's lines (`bar`).
 */
import { Plural, Trans } from '@lingui/react/macro'
import { useOnline } from '../ui/use-online'
import { useOutbox } from '../../store/use-view'

const LAYOUTS = {
  inline: 'flex items-center gap-2 text-xs',
  bar: 'flex items-center justify-center gap-2 border-t border-slate-200 px-3 py-1.5 text-xs dark:border-slate-800',
}

export function ConnectionStatus({ layout = 'inline' }: { layout?: keyof typeof LAYOUTS }) {
  const online = useOnline()
  const waiting = useOutbox().length
  if (online && waiting === 0) return null
  return (
    <div role="status" className={LAYOUTS[layout]} data-testid="connection-status">
      {!online && (
        // No wrapping: a word of two Chinese characters would otherwise stand one above the other.
        <span className="rounded-full bg-amber-100 px-2 py-1 font-medium whitespace-nowrap text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
          <Trans>Offline</Trans>
        </span>
      )}
      {waiting > 0 && (
        <span className="rounded-full bg-slate-100 px-2 py-1 whitespace-nowrap text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <Plural value={waiting} one="# change waiting to be sent" other="# changes waiting to be sent" />
        </span>
      )}
    </div>
  )
}
