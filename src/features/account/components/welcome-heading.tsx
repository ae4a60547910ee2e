/** The overview's heading: the signed-in user's name, from the cached profile when offline. */
import { Trans } from '@lingui/react/macro'
import { Skeleton } from '../../../components/ui/skeleton'
import { DataAge } from '../../../components/ui/data-age'
import { useView } from '../../../store/use-view'
import { profileProjection } from '../profile.projection'

export function WelcomeHeading() {
  const view = useView(profileProjection)
  const profile = view?.state
  // The heading's line (text-2xl, 32 px) and its age's (16 px): the cards below stay put when it comes.
  if (!profile)
    return (
      <div aria-hidden="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="mt-1 h-3 w-24" />
      </div>
    )
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
