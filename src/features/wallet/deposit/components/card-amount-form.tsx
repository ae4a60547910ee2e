/**
 * The first card step: how much (the minimum said in the label, and refused before any payment),
 * which card (the saved ones, the default first, or a new card in the processor's field), and
 * payments the server still has open, which can be followed instead of paying again.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import type { CardDepositContext, CardDepositEvent } from '../../../../../machines/deposit/card-deposit.types'
import { checkCardAmount, MAX_CARD_DEPOSIT_USD } from '../../../../../machines/deposit/card-amount'
import { Button } from '../../../../components/ui/button'
import { TextField } from '../../../../components/ui/text-field'
import { formatUsd } from '../../../../lib/money'
import { OpenCardOrders } from './open-card-orders'
import { SavedCardChoice } from './saved-card-choice'

export interface CardAmountFormProps {
  context: CardDepositContext
  /** The last submit was refused (`context.amountProblem` says why). */
  refused: boolean
  offline: { disabled?: boolean; 'aria-describedby'?: string }
  send(event: CardDepositEvent): void
}

export function CardAmountForm({ context, refused, offline, send }: CardAmountFormProps) {
  const { t } = useLingui()
  const minimum = formatUsd(context.minimumUsd)
  const maximum = formatUsd(MAX_CARD_DEPOSIT_USD)
  const check = checkCardAmount(context.amount, context.minimumUsd)
  const usd = check.ok ? formatUsd(check.amount) : null
  const savedCard = context.cards.some((card) => card.id === context.cardId)
  const problem = refused ? context.amountProblem : null
  const error =
    problem === 'belowMinimum'
      ? t`The smallest card deposit is ${minimum}.`
      : problem === 'aboveMaximum'
        ? t`The largest card deposit is ${maximum}.`
        : problem === 'invalid'
          ? t`Enter an amount in US dollars, such as 49 or 49.50.`
          : null

  function submit(event: FormEvent) {
    event.preventDefault()
    send({ type: 'payment.submit', attemptId: crypto.randomUUID() })
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-5" data-testid="card-deposit-form">
      <OpenCardOrders orders={context.openOrders} offline={offline} send={send} />
      <TextField
        label={t`Amount in USD (at least ${minimum})`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        data-testid="card-deposit-amount"
        value={context.amount}
        error={error}
        onChange={(event) => send({ type: 'amount.change', amount: event.target.value })}
      />
      <SavedCardChoice
        cards={context.cards}
        cardId={context.cardId}
        onChoose={(cardId) => send({ type: 'card.choose', cardId })}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>Your card number is typed into the card processor's own secure field; Hubdeck never sees it.</Trans>
      </p>
      <Button type="submit" data-testid="card-deposit-submit" {...offline}>
        {savedCard ? (usd ? t`Pay ${usd}` : t`Pay`) : t`Continue to card details`}
      </Button>
    </form>
  )
}
