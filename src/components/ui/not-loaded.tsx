/**
 * A part of a page with nothing stored whose read failed: says so, and offers another try when
 * online (offline, it loads by itself when the network returns). The billing page's sections and
 * the statements' pages show it alike.
 */
import { Trans } from '@lingui/react/macro'
import { Button } from './button'

export function NotLoaded({ online, retry }: { online: boolean; retry(): void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
      <p>
        {online ? (
          <Trans>This could not be loaded.</Trans>
        ) : (
          <Trans>Not saved on this device yet. It loads when you are back online.</Trans>
        )}
      </p>
      {online && (
        <Button variant="secondary" size="sm" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  )
}
