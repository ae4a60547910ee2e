/**
 * Saved cards (hub_getCreditCardList), from the store, the default first: brand, last four,
 * expiry and the default badge, with setting the default and removing. Cards are added in the
 * deposit flow, through the card processor's own field.
 */
import { Trans } from '@lingui/react/macro'
import { useView } from '../../../store/use-view'
import { savedCardsProjection } from '../saved-cards.projection'
import type { RefreshState } from '../use-billing-refresh'
import { SavedCardItem } from './saved-card-item'
import { StoredListSection } from './stored-list-section'

export interface SavedCardsSectionProps {
  online: boolean
  offlineReasonId: string
  refresh: RefreshState
  retry(): void
}

export function SavedCardsSection({ online, offlineReasonId, refresh, retry }: SavedCardsSectionProps) {
  const view = useView(savedCardsProjection)
  return (
    <StoredListSection
      title={<Trans>Saved cards</Trans>}
      items={view?.state}
      syncedAt={view?.syncedAt ?? null}
      loaded={Boolean(view)}
      empty={<Trans>No saved cards. A card you pay with in the deposit flow can be saved for next time.</Trans>}
      row={(card, focusHeading) => (
        <SavedCardItem
          key={card.id}
          card={card}
          online={online}
          offlineReasonId={offlineReasonId}
          onRemoved={focusHeading}
        />
      )}
      online={online}
      refresh={refresh}
      retry={retry}
    />
  )
}
