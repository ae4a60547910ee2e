/**
 * One key in full, as the list's detail panel shows it: its name (renamed in place), state and
 * features, creation date and requests today, endpoints per chain and network, and what can be
 * done to it. Writes other than rename need the network: offline they are disabled and the panel
 * says why. Dialogs and the advanced features panel load on demand.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, useId, useState } from 'react'
import type { ApiKeyUpgradeInfo } from '../../../../contract/methods/account-profile'
import type { ApiKey, ApiKeyLastUse } from '../../../../contract/methods/api-keys'
import type { Chain } from '../../../../contract/methods/system'
import { Button } from '../../../components/ui/button'
import { formatDate } from '../../../lib/dates'
import { NeedsUpgradeBadge } from '../needs-upgrade/needs-upgrade-banner'
import { recordSavedKey } from '../api-key-writes'
import { LastUsedText } from './list/last-used-text'
import { RequestsCount } from './list/requests-count'
import { ApiKeyBadges } from './api-key-badges'
import { ApiKeyEndpoints } from './api-key-endpoints'
import { ApiKeyFreezeButton } from './api-key-freeze-button'
import { ApiKeyName } from './api-key-name'
import { AdvancedFeaturesPanel, DeleteApiKeyDialog, RotateApiKeyDialog } from './lazy-tools'

export interface ApiKeyDetailsProps {
  apiKey: ApiKey
  chains: readonly Chain[] | null
  online: boolean
  /** Why the caller's team role may not change keys (rename, rotate, freeze, delete, features); null when it may. */
  refusal: string | null
  /** A rename of this key waits in the outbox. */
  renamePending: boolean
  upgrade: ApiKeyUpgradeInfo | null
  /** Requests the key served today; undefined when unknown. */
  requestsToday: number | undefined
  /** When the key was last used; undefined when not known or never on record. */
  lastUse: ApiKeyLastUse | undefined
  /** Inside a dialog, which is the frame: no border of its own. */
  bare?: boolean
  /** After the key was deleted (its panel is gone): where focus goes. */
  onDeleted(): void
}

export function ApiKeyDetails({
  apiKey,
  chains,
  online,
  refusal,
  renamePending,
  upgrade,
  requestsToday,
  lastUse,
  bare = false,
  onDeleted,
}: ApiKeyDetailsProps) {
  const { t } = useLingui()
  const headingId = useId()
  const reasonId = useId()
  const panelId = useId()
  const [revealed, setRevealed] = useState(false)
  const [advanced, setAdvanced] = useState(false)
  const [dialog, setDialog] = useState<'rotate' | 'delete' | null>(null)
  const [mountedAt] = useState(() => Date.now())
  const name = apiKey.name
  const created = formatDate(apiKey.createdAt)
  const until =
    apiKey.previousKeyValidUntil && Date.parse(apiKey.previousKeyValidUntil) > mountedAt
      ? formatDate(apiKey.previousKeyValidUntil)
      : null
  const blocked = refusal !== null || !online
  const offlineProps = blocked ? { disabled: true, 'aria-describedby': reasonId } : {}

  return (
    <article
      aria-labelledby={headingId}
      className={bare ? 'space-y-4' : 'space-y-4 rounded-lg border border-slate-200 p-4 sm:p-5 dark:border-slate-800'}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ApiKeyName apiKey={apiKey} headingId={headingId} refusal={refusal} />
        <div className="flex flex-wrap items-center gap-2">
          {renamePending && (
            <span className="rounded bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-900/40 dark:text-sky-100">
              <Trans>Rename waiting to sync</Trans>
            </span>
          )}
          <NeedsUpgradeBadge info={upgrade} keyId={apiKey.id} />
        </div>
      </div>
      <ApiKeyBadges apiKey={apiKey} />
      <p className="text-xs text-slate-600 dark:text-slate-300">
        <Trans>Created {created}</Trans>
        {' · '}
        <Trans>
          Requests today: <RequestsCount count={requestsToday} />
        </Trans>
        {' · '}
        <Trans>
          Last used: <LastUsedText use={lastUse} />
        </Trans>
        {until && (
          <>
            {' · '}
            <Trans>Old secret works until {until}</Trans>
          </>
        )}
      </p>
      <section aria-label={t`Endpoints of ${name}`} className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h4 className="text-sm font-medium">
            <Trans>Endpoints</Trans>
          </h4>
          <Button variant="ghost" size="sm" aria-pressed={revealed} onClick={() => setRevealed((value) => !value)}>
            {revealed ? <Trans>Hide key</Trans> : <Trans>Show key</Trans>}
          </Button>
        </div>
        {chains ? (
          <ApiKeyEndpoints apiKey={apiKey} chains={chains} revealed={revealed} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>The endpoints show once the list of networks has loaded.</Trans>
          </p>
        )}
      </section>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={advanced}
          aria-controls={panelId}
          onClick={() => setAdvanced((value) => !value)}
        >
          <Trans>Advanced features</Trans>
        </Button>
        <Button variant="secondary" size="sm" {...offlineProps} onClick={() => setDialog('rotate')}>
          <Trans>Rotate</Trans>
        </Button>
        <ApiKeyFreezeButton apiKey={apiKey} {...offlineProps} />
        <Button variant="secondary" size="sm" {...offlineProps} onClick={() => setDialog('delete')}>
          <Trans>Delete</Trans>
        </Button>
      </div>
      {blocked && (
        <p id={reasonId} className="text-sm text-slate-600 dark:text-slate-300">
          {refusal ?? (
            <Trans>
              You are offline: rotating, freezing or deleting a key needs the network. Renaming works offline.
            </Trans>
          )}
        </p>
      )}
      <div id={panelId} hidden={!advanced}>
        {advanced && (
          <Suspense fallback={<p className="text-sm">{t`Loading…`}</p>}>
            <AdvancedFeaturesPanel
              apiKey={apiKey}
              chains={chains ?? []}
              online={online}
              refusal={refusal}
              onSaved={(key) => void recordSavedKey(key)}
            />
          </Suspense>
        )}
      </div>
      <Suspense fallback={null}>
        {dialog === 'rotate' && <RotateApiKeyDialog apiKey={apiKey} onClose={() => setDialog(null)} />}
        {dialog === 'delete' && (
          <DeleteApiKeyDialog apiKey={apiKey} onClose={() => setDialog(null)} onDeleted={onDeleted} />
        )}
      </Suspense>
    </article>
  )
}
