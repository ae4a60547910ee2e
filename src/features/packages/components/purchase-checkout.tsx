/**
 * The checkout of one package: what it brings, how to pay, auto-renew, then Pay. A wallet short
 * of the price says by how much and offers the deposit flow (the page comes back here after it)
 * or the card instead; nothing is asked of the server until the customer pays.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { SnapshotFrom } from 'xstate'
import type { Sku } from '../../../../contract/methods/packages'
import { isPaid, shortfall } from '../../../../machines/purchase/price-rules'
import type { purchaseMachine } from '../../../../machines/purchase/purchase.machine'
import type { PurchaseEvent } from '../../../../machines/purchase/purchase.types'
import { Button } from '../../../components/ui/button'
import { formatUsd } from '../../../lib/money'
import { PackageFacts } from './package-facts'
import { PaymentChoice } from './payment-choice'
import { useCatalogWords } from '../../../i18n/catalog-words'

export interface PurchaseCheckoutProps {
  state: SnapshotFrom<typeof purchaseMachine>
  sku: Sku
  offline: { disabled?: boolean; 'aria-describedby'?: string }
  send(event: PurchaseEvent): void
}

export function PurchaseCheckout({ state, sku, offline, send }: PurchaseCheckoutProps) {
  const { t } = useLingui()
  const { context } = state
  const paid = isPaid(sku, context.mode)
  const price = formatUsd(sku.price)
  const name = useCatalogWords().packageName(sku.name)
  const short = state.hasTag('balanceShort')
  const missing = formatUsd(shortfall(context.balance, sku.price))
  const balance = formatUsd(context.balance)
  const pay = () => send({ type: 'purchase.submit', attemptId: crypto.randomUUID() })
  return (
    <section aria-labelledby="checkout-title" className="max-w-xl space-y-5" data-testid="purchase-checkout">
      <div>
        <h3 id="checkout-title" className="text-lg font-semibold">
          {paid ? t`Buy ${name} for ${price}` : t`Get ${name}`}
        </h3>
        <div className="mt-2">
          <PackageFacts sku={sku} />
        </div>
      </div>
      {paid && (
        <PaymentChoice
          balance={context.balance}
          method={context.method}
          cards={context.cards}
          cardId={context.cardId}
          newCardLabel="pay"
          onMethod={(method) => send({ type: 'method.choose', method })}
          onCard={(cardId) => send({ type: 'card.choose', cardId })}
        />
      )}
      {sku.autoRenewable && (
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={context.autoRenew}
            onChange={(event) => send({ type: 'autoRenew.change', autoRenew: event.target.checked })}
            className="mt-0.5 size-4"
          />
          {sku.packageType === 'default' ? (
            <Trans>Buy another top-up by itself when my RU run out</Trans>
          ) : (
            <Trans>Renew by itself when it ends</Trans>
          )}
        </label>
      )}
      {short && (
        <div
          role="alert"
          className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="balance-short"
        >
          <p>
            <Trans>
              Your balance of {balance} is {missing} short of {name}. Deposit the difference and come back to this
              purchase, or pay by card.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => send({ type: 'deposit.start' })} {...offline}>
              {t`Deposit ${missing}`}
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'method.choose', method: 'card' })}>
              <Trans>Pay by card instead</Trans>
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          data-testid="purchase-pay"
          onClick={pay}
          disabled={!!offline.disabled}
          aria-describedby={offline['aria-describedby']}
        >
          {paid ? t`Pay ${price}` : sku.packageType === 'free' ? t`Claim ${name}` : t`Get ${name}`}
        </Button>
        <Button variant="secondary" onClick={() => send({ type: 'checkout.back' })}>
          <Trans>Back to packages</Trans>
        </Button>
      </div>
    </section>
  )
}
