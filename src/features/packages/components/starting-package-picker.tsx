/**
 * The first-login picker of a starting package: Free, Pay As You Go, Growth or Pro side by side
 * as radio cards (native radios in a fieldset), then, for a paid one, the wallet or a saved card
 * (a newcomer saves one here first), and auto-renew. The form's own button sends it all; the
 * payment's steps (3-D Secure) and outcome show here, run by the purchase machine.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { isPaid } from '../../../../machines/purchase/price-rules'
import { formatUsd } from '../../../lib/money'
import type { CardKit } from '../../../components/payments/card-port'
import type { useStartingPackage } from '../use-starting-package'
import { PackageFacts } from './package-facts'
import { PaymentChoice } from './payment-choice'
import { CardSetupStep } from './card-setup-step'
import { PurchaseOutcome } from './purchase-outcome'
import { ThreeDSecureStep } from '../../../components/payments/three-d-secure-step'
import { Spinner } from '../../../components/ui/spinner'
import { Button } from '../../../components/ui/button'
import { useCatalogWords } from '../../../i18n/catalog-words'

export interface StartingPackagePickerProps {
  starting: ReturnType<typeof useStartingPackage>
  kit: CardKit
  /** The form asked for a choice and none is made. */
  error: string | null
  errorId: string
}

export function StartingPackagePicker({ starting, kit, error, errorId }: StartingPackagePickerProps) {
  const { t } = useLingui()
  const catalog = useCatalogWords()
  const { state, send, challengeSlot } = starting.purchase
  const { context } = state
  const skus = context.skus.filter((sku) => sku.packageType !== 'enterprise')
  const sku = skus.find((one) => one.id === context.skuId)
  const locked = state.hasTag('busy')

  if (state.hasTag('loading')) {
    return (
      <p className="flex items-center gap-2 text-sm">
        <Spinner label={t`Loading the packages`} />
        <Trans>Loading the packages…</Trans>
      </p>
    )
  }
  if (state.hasTag('loadFailed')) {
    return (
      <div className="space-y-2 text-sm">
        <p>
          <Trans>The packages could not be loaded.</Trans>
        </p>
        <Button variant="secondary" size="sm" onClick={() => send({ type: 'retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  if (state.hasTag('authenticating')) {
    return <ThreeDSecureStep level={3} slot={challengeSlot} onCancel={() => send({ type: 'payment.cancel' })} />
  }
  if (state.hasTag('polling') || state.hasTag('stalled') || state.hasTag('failed') || state.hasTag('canceled')) {
    return <PurchaseOutcome state={state} offline={{}} send={send} />
  }

  const paid = sku ? isPaid(sku, 'firstLogin') : false
  const needsCard = paid && context.method === 'card' && !context.cards.some((card) => card.id === context.cardId)
  return (
    <div className="space-y-4" data-testid="starting-package-picker">
      <fieldset aria-describedby={error ? errorId : undefined} disabled={locked}>
        <legend className="mb-2 text-sm font-medium">
          <Trans>Starting package</Trans>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {skus.map((one) => {
            const free = !isPaid(one, 'firstLogin')
            const price = formatUsd(one.price)
            return (
              <label
                key={one.id}
                data-testid="starting-package"
                data-package={one.name}
                className="flex cursor-pointer flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:bg-brand-800/30"
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="starting-package"
                    checked={context.skuId === one.id}
                    onChange={() => send({ type: 'package.choose', skuId: one.id })}
                    className="accent-brand-600"
                  />
                  <span className="font-semibold">{catalog.packageName(one.name)}</span>
                  <span className="ml-auto tabular-nums">
                    {one.packageType === 'default' ? t`Pay per top-up` : free ? t`Free` : price}
                  </span>
                </span>
                <PackageFacts sku={one} />
              </label>
            )
          })}
        </div>
      </fieldset>
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {sku && paid && (
        <PaymentChoice
          balance={context.balance}
          method={context.method}
          cards={context.cards}
          cardId={context.cardId}
          newCardLabel="save"
          onMethod={(method) => send({ type: 'method.choose', method })}
          onCard={(cardId) => send({ type: 'card.choose', cardId })}
        />
      )}
      {needsCard && (
        <CardSetupStep
          kit={kit}
          known={context.cards}
          onSaved={(cards, chosen) => send({ type: 'cards.changed', cards, chosen })}
        />
      )}
      {sku?.autoRenewable && (
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={context.autoRenew}
            disabled={locked}
            onChange={(event) => send({ type: 'autoRenew.change', autoRenew: event.target.checked })}
            className="mt-0.5 size-4"
          />
          {sku.packageType === 'default' ? (
            <Trans>Buy Pay As You Go top-ups by themselves when my RU run out</Trans>
          ) : (
            <Trans>Renew by itself when it ends</Trans>
          )}
        </label>
      )}
      {state.hasTag('balanceShort') && sku && (
        <p role="alert" className="text-sm text-amber-800 dark:text-amber-200" data-testid="balance-short">
          <Short name={catalog.packageName(sku.name)} balance={formatUsd(context.balance)} />
        </p>
      )}
    </div>
  )
}

function Short({ name, balance }: { name: string; balance: string }) {
  return (
    <Trans>
      Your balance of {balance} does not cover {name}: pay by card, or start on Free or Pay As You Go.
    </Trans>
  )
}
