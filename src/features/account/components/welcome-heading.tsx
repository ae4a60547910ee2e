/** The overview's heading: the signed-in user's name, from the cached profile when offline. */
import { Trans } from '@lingui/react/macro'
import { Skeleton } from '../../../components/ui/skeleton'
import { DataAge } from '../../../components/ui/data-age'
import { useView } from '../../../store/use-view'
import { profileProjection } from '../profile.projection'

export function WelcomeHeading() {
  const view = useView(profileProjection)
  const profile = view?.state
  if (!profile) return <Skeleton className="h-8 w-64" />
  const name = profile.nickname || profile.email || ''
  return (
    <div>
      <h1 className="text-2xl font-semibold" data-testid="welcome">
        <Trans>Welcome, {name}</Trans>
      </h1>
      <DataAge syncedAt={view.syncedAt} />
    </div>
  )
}
