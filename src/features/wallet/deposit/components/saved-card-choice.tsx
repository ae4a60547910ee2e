/**
 * Which card pays: the saved cards (the default first, expired ones shown but not choosable) or
 * a new card. Native radio buttons in a fieldset: arrow keys and screen readers work as expected.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { CreditCard } from '../../../../../contract/methods/cards'
import { cardExpiry, cardName } from '../../components/card-name'
import { isExpired } from '../../saved-cards.projection'

export interface SavedCardChoiceProps {
  cards: CreditCard[]
  /** The saved card chosen; null for a new card. */
  cardId: string | null
  onChoose(cardId: string | null): void
}

export function SavedCardChoice({ cards, cardId, onChoose }: SavedCardChoiceProps) {
  const { t, i18n } = useLingui()
  const now = new Date()
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">
        <Trans>Pay with</Trans>
      </legend>
      {cards.map((card) => {
        const expired = isExpired(card, now)
        const expiry = cardExpiry(card)
        return (
          <label key={card.id} className={optionClassName} data-testid="saved-card-option">
            <input
              type="radio"
              name="card"
              value={card.id}
              checked={cardId === card.id}
              disabled={expired}
              onChange={() => onChoose(card.id)}
              className="accent-brand-600"
            />
            <span className="flex-1">
              {cardName(i18n, card)}
              {card.isDefault && (
                <span className="ml-2 text-xs text-slate-600 dark:text-slate-300">
                  <Trans>Default</Trans>
                </span>
              )}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-300">
              {expired ? t`Expired ${expiry}` : t`Expires ${expiry}`}
            </span>
          </label>
        )
      })}
      <label className={optionClassName} data-testid="new-card-option">
        <input
          type="radio"
          name="card"
          value=""
          checked={cardId === null || !cards.some((card) => card.id === cardId)}
          onChange={() => onChoose(null)}
          className="accent-brand-600"
        />
        <Trans>A new card</Trans>
      </label>
    </fieldset>
  )
}

const optionClassName =
  'flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:border-slate-700 dark:has-checked:bg-brand-800/30'
