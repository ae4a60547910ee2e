/**
 * A failed settings write, shown where it happened: the server's words (they name the package a
 * feature needs, or why MEV protection and global cast exclude each other) and, when a package is
 * what is missing, the way to buy one. Announced to screen readers as it appears.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { SettingFailure } from './setting-failure'

export function SettingFailureMessage({ failure }: { failure: SettingFailure }) {
  const sku = failure.kind === 'package' ? failure.requiredSku : null
  return (
    <div
      role="alert"
      className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
    >
      {failure.kind === 'unanswered' ? (
        <Trans>The server did not answer, so nothing changed. Check your connection and try again.</Trans>
      ) : (
        failure.message
      )}
      {failure.kind === 'package' && (
        <>
          {' '}
          <Link to="/rpc/billings" className="font-medium underline hover:no-underline">
            {sku ? <Trans>Buy the {sku} package</Trans> : <Trans>See the packages</Trans>}
          </Link>
        </>
      )}
    </div>
  )
}
