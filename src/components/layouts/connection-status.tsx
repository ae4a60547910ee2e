/**
 * The header's connection status: a clear "Offline" badge while the network is gone, and how
 * many changes are waiting to be sent (they go out by themselves when it returns).
 */
import { Plural, Trans } from '@lingui/react/macro'
import { useOnline } from '../ui/use-online'
import { useOutbox } from '../../store/use-view'

export function ConnectionStatus() {
  const online = useOnline()
  const waiting = useOutbox().length
  if (online && waiting === 0) return null
  return (
    <div role="status" className="flex items-center gap-2 text-xs" data-testid="connection-status">
      {!online && (
        <span className="rounded-full bg-amber-100 px-2 py-1 font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
          <Trans>Offline</Trans>
        </span>
      )}
      {waiting > 0 && (
        <span className="rounded-full bg-slate-100 px-2 py-1 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <Plural value={waiting} one="# change waiting to be sent" other="# changes waiting to be sent" />
        </span>
      )}
    </div>
  )
}
