/**
 * The endpoint page's body (loaded after the first paint, with the store it draws from): the
 * account's API keys from the store, refreshed from the server when the page opens, their count
 * against the cap, creating a key, the keys as a table (searched and sorted as the address says)
 * and the chosen key's details. On a wide window the details sit beside the table and show the
 * first key until another is chosen; on a phone they open over it when a key is chosen. Offline
 * it shows the stored list with its age; writes that need the network are disabled with the reason.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, useId, useMemo, useRef, useState } from 'react'
import { MAX_API_KEYS } from '../../../../contract/methods/api-keys'
import { Button } from '../../../components/ui/button'
import { DataAge } from '../../../components/ui/data-age'
import { EmptyState } from '../../../components/ui/empty-state'
import { useOnline } from '../../../components/ui/use-online'
import { useOutbox, useView } from '../../../store/use-view'
import { useTeamRefusal } from '../../../components/access/team-role'
import { RENAME_API_KEY, type RenameApiKeyPayload } from '../api-keys.commands'
import { apiKeysProjection } from '../api-keys.projection'
import { chainsProjection } from '../chains.projection'
import { NeedsUpgradeBanner } from '../needs-upgrade/needs-upgrade-banner'
import { useApiKeyUpgradeInfo } from '../needs-upgrade/use-upgrade-info'
import { useApiKeysRefresh } from '../use-api-keys-refresh'
import type { KeyListView } from './list/key-list-search'
import { ApiKeysTable } from './list/api-keys-table'
import { shownKeys } from './list/shown-keys'
import { SIDE_PANEL_QUERY, useMediaQuery } from './list/use-media-query'
import { useLastUses } from './list/use-last-uses'
import { useRequestsToday } from './list/use-requests-today'
import { ApiKeyPanel } from './api-key-panel'
import { ApiKeysSkeleton } from '../api-keys-skeleton'
import { FirstApiKey } from './first-api-key'
import { CreateApiKeyDialog } from './lazy-tools'

export interface ApiKeysSectionProps {
  /** Search, order and chosen key, as the address holds them. */
  view: KeyListView
  onView(patch: Partial<KeyListView>): void
}

export function ApiKeysSection({ view, onView }: ApiKeysSectionProps) {
  const { t } = useLingui()
  const refresh = useApiKeysRefresh()
  const keysView = useView(apiKeysProjection)
  const chainsView = useView(chainsProjection)
  const outbox = useOutbox()
  const online = useOnline()
  const upgrade = useApiKeyUpgradeInfo()
  // Every key write needs the same permission (keys.write): one reason serves them all.
  const refusal = useTeamRefusal('hub_generateApiKey')
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const reasonId = useId()
  const [creating, setCreating] = useState(false)
  const list = keysView?.state
  const beside = useMediaQuery(SIDE_PANEL_QUERY)
  const requests = useRequestsToday(list?.keys ?? NO_KEYS, online)
  const lastUses = useLastUses(online)
  const usage = useMemo(() => ({ requests, lastUses }), [requests, lastUses])
  const shown = useMemo(() => shownKeys(list?.keys ?? NO_KEYS, view, usage), [list, view, usage])

  if (!list) {
    // Until the store is connected (keysView undefined) it may still hold a list: no failure yet.
    if (!keysView || refresh.state !== 'failed') return <ApiKeysSkeleton />
    return (
      <EmptyState
        title={<Trans>Your keys could not be loaded</Trans>}
        description={
          online ? (
            <Trans>Try again in a moment.</Trans>
          ) : (
            <Trans>You are offline: your keys load when you are back online.</Trans>
          )
        }
        action={online && <Button onClick={refresh.retry}>{t`Try again`}</Button>}
      />
    )
  }

  const renaming = new Set(
    outbox.filter((row) => row.command === RENAME_API_KEY).map((row) => (row.payload as RenameApiKeyPayload).id),
  )
  // Beside the table there is always a key to show; over it, only the one chosen.
  const chosen = list.keys.find((key) => key.id === view.key)
  const selected = chosen ?? (beside ? (shown[0] ?? list.keys[0]) : undefined)
  const count = list.total
  const max = MAX_API_KEYS
  const atCap = count >= max
  const createReason = refusal ? (
    refusal
  ) : !online ? (
    <Trans>You are offline: creating a key needs the network.</Trans>
  ) : atCap ? (
    <Trans>You have {max} keys, the most an account can hold. Delete one to create another.</Trans>
  ) : null

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            <Trans>API keys</Trans>
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="api-key-count">
            <Trans>
              {count} of {max} keys
            </Trans>
          </p>
          <DataAge syncedAt={keysView.syncedAt} />
        </div>
        {list.keys.length > 0 && (
          <div className="flex flex-col items-end gap-1">
            <Button
              onClick={() => setCreating(true)}
              disabled={createReason !== null}
              aria-describedby={createReason ? reasonId : undefined}
            >
              <Trans>Create key</Trans>
            </Button>
            {createReason && (
              <p id={reasonId} className="max-w-xs text-right text-sm text-slate-600 dark:text-slate-300">
                {createReason}
              </p>
            )}
          </div>
        )}
      </div>
      <NeedsUpgradeBanner info={upgrade} />
      {list.keys.length === 0 ? (
        <FirstApiKey online={online} refusal={refusal} />
      ) : (
        <div className={beside ? 'grid grid-cols-[minmax(0,1fr)_minmax(0,26rem)] items-start gap-4' : ''}>
          <ApiKeysTable
            keys={shown}
            view={view}
            usage={usage}
            selectedId={selected?.id ?? null}
            renaming={renaming}
            onView={onView}
            onSelect={(key) => onView({ key })}
          />
          {selected && (
            <ApiKeyPanel
              key={selected.id}
              beside={beside}
              apiKey={selected}
              chains={chainsView?.state ?? null}
              online={online}
              refusal={refusal}
              renamePending={renaming.has(selected.id)}
              upgrade={upgrade}
              requestsToday={requests?.get(selected.id)}
              lastUse={lastUses?.get(selected.id)}
              onClose={() => onView({ key: null })}
              onDeleted={() => {
                onView({ key: null })
                heading.current?.focus()
              }}
            />
          )}
        </div>
      )}
      <Suspense fallback={null}>
        {creating && <CreateApiKeyDialog count={count} onClose={() => setCreating(false)} />}
      </Suspense>
    </section>
  )
}

const NO_KEYS: readonly never[] = []
