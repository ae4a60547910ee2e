/**
 * The packages on sale (the public catalogue, `hub_getPackageCatalog`). The cards' code (the
 * catalogue's Chinese names, money formats) comes with the answer, not in the page's first JS.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Skeleton } from '../../../components/ui/skeleton'
import { loadPackageCatalog } from '../offer-loaders'
import { usePublicRead } from '../use-public-read'
import { LandingSection, SectionUnavailable } from './landing-section'

const PlanCards = lazy(() => import('./plan-cards').then((module) => ({ default: module.PlanCards })))

export function PlansSection() {
  const { t } = useLingui()
  const read = usePublicRead(loadPackageCatalog)
  return (
    <LandingSection
      title={t`Plans`}
      intro={t`Start free, pay as you go, or take a monthly package of request units (RU).`}
    >
      {read.status === 'loading' && <PlansLoading />}
      {read.status === 'failed' && (
        <SectionUnavailable>
          <Trans>The plans cannot be loaded right now; they show here once you are back online.</Trans>
        </SectionUnavailable>
      )}
      {read.status === 'ready' && (
        <Suspense fallback={<PlansLoading />}>
          <PlanCards plans={read.value} />
        </Suspense>
      )}
    </LandingSection>
  )
}

function PlansLoading() {
  const { t } = useLingui()
  return (
    <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{t`Loading the plans…`}</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-40" />
      ))}
    </div>
  )
}
