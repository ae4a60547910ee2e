/**
 * Saved cards (hub_getCreditCardList), from the store, the default first: brand, last four,
 * expiry and the default badge, with setting the default and removing. Cards are added in the
 * deposit flow, through the card processor's own field.
 */
import { Trans } from '@lingui/react/macro'
import { useId, useRef } from 'react'
import { DataAge } from '../../../components/ui/data-age'
import { SkeletonText } from '../../../components/ui/skeleton'
import { useView } from '../../../store/use-view'
import { savedCardsProjection } from '../saved-cards.projection'
import type { RefreshState } from '../use-billing-refresh'
import { NotLoaded } from './not-loaded'
import { SavedCardItem } from './saved-card-item'

export interface SavedCardsSectionProps {
  online: boolean
  offlineReasonId: string
  refresh: RefreshState
  retry(): void
}

export function SavedCardsSection({ online, offlineReasonId, refresh, retry }: SavedCardsSectionProps) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const view = useView(savedCardsProjection)
  const cards = view?.state
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        <Trans>Saved cards</Trans>
      </h2>
      {cards ? (
        <>
          {cards.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>No saved cards. A card you pay with in the deposit flow can be saved for next time.</Trans>
            </p>
          ) : (
            <ul
              aria-labelledby={headingId}
              className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            >
              {cards.map((card) => (
                <SavedCardItem
                  key={card.id}
                  card={card}
                  online={online}
                  offlineReasonId={offlineReasonId}
                  onRemoved={() => heading.current?.focus()}
                />
              ))}
            </ul>
          )}
          <DataAge syncedAt={view.syncedAt} />
        </>
      ) : view && refresh === 'failed' ? (
        <NotLoaded online={online} retry={retry} />
      ) : (
        <SkeletonText lines={2} />
      )}
    </section>
  )
}
