/**
 * How a paid package is paid: the wallet balance or a card, and which card (the saved ones, the
 * default first, or a new one). Native radio buttons in fieldsets: arrow keys and screen readers
 * work as expected. Free packages (and Pay As You Go at first login) pay nothing and show none of it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { CreditCard } from '../../../../contract/methods/cards'
import type { PayMethod } from '../../../../machines/purchase/purchase.types'
import { formatUsd } from '../../../lib/money'

export interface PaymentChoiceProps {
  balance: string
  method: PayMethod | null
  cards: CreditCard[]
  cardId: string | null
  /** A card typed in now can pay (the charge page), or must be saved first (first login). */
  newCardLabel: 'pay' | 'save' | null
  onMethod(method: PayMethod): void
  onCard(cardId: string | null): void
}

export function PaymentChoice(props: PaymentChoiceProps) {
  const { balance, method, cards, cardId, newCardLabel, onMethod, onCard } = props
  const { t } = useLingui()
  const amount = formatUsd(balance)
  const now = new Date()
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Pay with</Trans>
        </legend>
        <label className={optionClassName} data-testid="pay-by-wallet">
          <input
            type="radio"
            name="pay-method"
            checked={method === 'wallet'}
            onChange={() => onMethod('wallet')}
            className="accent-brand-600"
          />
          {t`Wallet balance (${amount})`}
        </label>
        <label className={optionClassName} data-testid="pay-by-card">
          <input
            type="radio"
            name="pay-method"
            checked={method === 'card'}
            onChange={() => onMethod('card')}
            className="accent-brand-600"
          />
          <Trans>Card</Trans>
        </label>
      </fieldset>
      {method === 'card' && (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">
            <Trans>Which card</Trans>
          </legend>
          {cards.map((card) => {
            const expired =
              card.expYear < now.getFullYear() ||
              (card.expYear === now.getFullYear() && card.expMonth < now.getMonth() + 1)
            const brand = card.brand.toUpperCase()
            const last4 = card.last4
            return (
              <label key={card.id} className={optionClassName} data-testid="saved-card-option">
                <input
                  type="radio"
                  name="pay-card"
                  checked={cardId === card.id}
                  disabled={expired}
                  onChange={() => onCard(card.id)}
                  className="accent-brand-600"
                />
                {t`${brand} ending in ${last4}`}
                {card.isDefault && (
                  <span className="text-xs text-slate-600 dark:text-slate-300">
                    <Trans>Default</Trans>
                  </span>
                )}
              </label>
            )
          })}
          {newCardLabel && (
            <label className={optionClassName} data-testid="new-card-option">
              <input
                type="radio"
                name="pay-card"
                checked={!cards.some((card) => card.id === cardId)}
                onChange={() => onCard(null)}
                className="accent-brand-600"
              />
              {newCardLabel === 'pay' ? <Trans>A new card</Trans> : <Trans>Save a new card</Trans>}
            </label>
          )}
        </fieldset>
      )}
    </div>
  )
}

const optionClassName =
  'flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:border-slate-700 dark:has-checked:bg-brand-800/30'
