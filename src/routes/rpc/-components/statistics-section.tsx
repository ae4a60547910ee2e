/**
 * The statistics page's body, composed from the features it draws on: the rate limit card and
 * the stored limit (account), the stored keys and networks for the pickers (api-keys, read again
 * here), and the figures (statistics). Loaded lazily by the route beside its first paint, so the
 * page's title paints with the shell and the RPC client and tables come after.
 */
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { LimitCard } from '../../../features/account/components/limit-card'
import { limitProjection } from '../../../features/account/limit.projection'
import { apiKeysProjection } from '../../../features/api-keys/api-keys.projection'
import { chainsProjection } from '../../../features/api-keys/chains.projection'
import { useApiKeysRefresh } from '../../../features/api-keys/use-api-keys-refresh'
import { StatisticsView } from '../../../features/statistics/components/statistics-view'
import { statisticsQueryOf, statisticsSearchOf } from '../../../features/statistics/statistics-search'
import { readTeamId } from '../../../lib/team-context'
import { useView } from '../../../store/use-view'

export function StatisticsSection() {
  // The query lives in the address, so a reload (offline too), a shared link or the back button keeps it.
  const search: Record<string, unknown> = useSearch({ strict: false })
  const query = useMemo(() => statisticsQueryOf(search), [search])
  const navigate = useNavigate()
  useApiKeysRefresh()
  const keys = useView(apiKeysProjection)?.state
  const chains = useView(chainsProjection)?.state
  const limit = useView(limitProjection)?.state ?? null
  const keyChoices = useMemo(() => keys?.keys.map((key) => ({ id: key.id, name: key.name })) ?? null, [keys])
  const networkChoices = useMemo(
    () => chains?.flatMap((chain) => chain.networks.map((network) => ({ id: network.id, name: network.name }))) ?? null,
    [chains],
  )
  return (
    <>
      <div className="mb-6 max-w-sm">
        <LimitCard />
      </div>
      <StatisticsView
        query={query}
        onQueryChange={(next) =>
          void navigate({ to: '.', search: statisticsSearchOf(next) as never, replace: true, resetScroll: false })
        }
        keys={keyChoices}
        networks={networkChoices}
        inTeam={readTeamId() !== null}
        limit={limit}
      />
    </>
  )
}
