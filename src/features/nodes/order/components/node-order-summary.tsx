/**
 * The summary before paying: the node chosen, the cycle's price, the set-up fee, the total and
 * the balance; how to pay (the wallet, a saved card, or a new card typed into the processor's
 * field once Pay is pressed); Pay. A wallet short of the total says by how much and offers a deposit that comes back here,
 * or the card. Offline or without billing rights, Pay is disabled and points to the reason.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { CreditCard } from '../../../../../contract/methods/cards'
import { priceOf, skuOf } from '../../../../../machines/node-order/node-choices'
import type {
  NodeChoice,
  NodeSku,
  PayMethod,
  PaymentFailure,
} from '../../../../../machines/node-order/node-order.types'
import { shortfall } from '../../../../../machines/payment/money'
import { Button } from '../../../../components/ui/button'
import { Switch } from '../../../../components/ui/switch'
import { formatUsd } from '../../../../lib/money'
import { cycleWords, PAYMENT_FAILURE_WORDS } from '../order-words'
import { useCatalogWords } from '../../../../i18n/catalog-words'

export interface NodeOrderSummaryProps {
  skus: NodeSku[]
  choice: NodeChoice
  balance: string | null
  method: PayMethod | null
  cards: CreditCard[]
  cardId: string | null
  failure: PaymentFailure | null
  /** The wallet is known to be short of the total. */
  short: boolean
  paying: boolean
  /** Why paying is not possible now (offline, a team role); null when it is. */
  blockedId: string | null
  /** Whether the node renews by itself at each end. */
  autoRenew: boolean
  onAutoRenew(next: boolean): void
  onMethod(method: PayMethod): void
  /** A saved card by id, or null for a new card. */
  onCard(cardId: string | null): void
  onPay(): void
  onEdit(): void
  onDeposit(): void
}

export function NodeOrderSummary(props: NodeOrderSummaryProps) {
  const { skus, choice, balance, method, cards, cardId, failure, short, paying, blockedId } = props
  const { t, i18n } = useLingui()
  const catalog = useCatalogWords()
  const sku = skuOf(skus, choice)
  const price = priceOf(skus, choice, balance)
  if (!sku || !price) return null
  const total = formatUsd(price.total)
  const missing = balance === null ? null : formatUsd(shortfall(balance, price.total))
  const usable = cards.filter((card) => !isExpired(card))
  const canPayByCard = method !== 'card' || cardId === null || usable.some((card) => card.id === cardId)
  const disabled = blockedId !== null || !canPayByCard
  return (
    <section aria-labelledby="node-summary-title" className="max-w-xl space-y-5" data-testid="node-order-summary">
      <h2 id="node-summary-title" className="text-lg font-semibold">
        <Trans>Your order</Trans>
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-300">
          <Trans>Node</Trans>
        </dt>
        <dd>
          {sku.networkName} · {catalog.regionName(sku.region, sku.regionName)} · {sku.client}
        </dd>
        <dt className="text-slate-600 dark:text-slate-300">{i18n._(cycleWords(price.months))}</dt>
        <dd data-testid="node-price">{formatUsd(price.price)}</dd>
        <dt className="text-slate-600 dark:text-slate-300">
          <Trans>Set-up fee</Trans>
        </dt>
        <dd data-testid="node-setup-fee">{formatUsd(price.setupFee)}</dd>
        <dt className="font-medium">
          <Trans>Total</Trans>
        </dt>
        <dd className="font-medium" data-testid="node-total">
          {total}
        </dd>
        <dt className="text-slate-600 dark:text-slate-300">
          <Trans>Wallet balance</Trans>
        </dt>
        <dd data-testid="node-balance">{balance === null ? t`Unknown offline` : formatUsd(balance)}</dd>
      </dl>

      <fieldset className="space-y-2" disabled={paying}>
        <legend className="mb-1 text-sm font-medium">
          <Trans>Pay with</Trans>
        </legend>
        <label className={optionClassName}>
          <input
            type="radio"
            name="node-pay-method"
            checked={method === 'wallet'}
            onChange={() => props.onMethod('wallet')}
            className="accent-brand-600"
          />
          <Trans>Wallet balance</Trans>
        </label>
        <label className={optionClassName}>
          <input
            type="radio"
            name="node-pay-method"
            checked={method === 'card'}
            onChange={() => props.onMethod('card')}
            className="accent-brand-600"
          />
          <Trans>Card</Trans>
        </label>
        {method === 'card' &&
          usable.map((card) => {
            const brand = card.brand.toUpperCase()
            const last4 = card.last4
            return (
              <label key={card.id} className={`${optionClassName} ml-6`}>
                <input
                  type="radio"
                  name="node-pay-card"
                  checked={cardId === card.id}
                  onChange={() => props.onCard(card.id)}
                  className="accent-brand-600"
                />
                {t`${brand} ending in ${last4}`}
              </label>
            )
          })}
        {method === 'card' && (
          <label className={`${optionClassName} ml-6`}>
            <input
              type="radio"
              name="node-pay-card"
              checked={cardId === null}
              onChange={() => props.onCard(null)}
              className="accent-brand-600"
            />
            <Trans>A new card</Trans>
          </label>
        )}
      </fieldset>

      {short && missing !== null && (
        <div
          role="status"
          data-testid="node-balance-short"
          className="space-y-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p>{t`Your wallet is ${missing} short of the total.`}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={props.onDeposit} disabled={blockedId !== null}>
              {t`Deposit ${missing}`}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => props.onMethod('card')}>
              <Trans>Pay by card instead</Trans>
            </Button>
          </div>
        </div>
      )}
      {failure && !short && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300" data-testid="node-payment-failure">
          {i18n._(PAYMENT_FAILURE_WORDS[failure])}
        </p>
      )}

      <Switch
        label={t`Auto-renew`}
        description={
          <Trans>
            Renews the node for another cycle a day before it ends, from your balance or, paid by card, from that card.
            You can change it on the node's card later.
          </Trans>
        }
        checked={props.autoRenew}
        disabled={paying}
        onChange={props.onAutoRenew}
      />

      <div className="flex flex-wrap gap-2">
        <Button
          data-testid="node-pay"
          loading={paying}
          disabled={disabled || short}
          aria-describedby={blockedId ?? undefined}
          onClick={props.onPay}
        >
          {failure === 'networkLost' ? t`Try again` : t`Pay ${total}`}
        </Button>
        <Button variant="secondary" onClick={props.onEdit} disabled={paying}>
          <Trans>Change the node</Trans>
        </Button>
      </div>
    </section>
  )
}

function isExpired(card: CreditCard, now = new Date()): boolean {
  return now.getFullYear() * 12 + now.getMonth() + 1 > card.expYear * 12 + card.expMonth
}

const optionClassName =
  'flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:border-slate-700 dark:has-checked:bg-brand-800/30'
