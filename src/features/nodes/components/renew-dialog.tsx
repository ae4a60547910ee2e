/**
 * Renewing a node: choose a cycle (its price, no set-up fee), then pay from the wallet, with the
 * saved card, or with a new card typed into the processor's field (3-D Secure when the bank
 * asks). A balance short of the price says by how much and links to a deposit. Paid, the dialog
 * says the node's new end (the list shows it too) and the list is read again.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import type { CreditCard } from '../../../../contract/methods/cards'
import type { DedicatedNode, DnBillingCycle, NodeCycleMonths } from '../../../../contract/methods/nodes'
import { covers, shortfall } from '../../../../machines/payment/money'
import type { FollowedOrder, PaymentOutcome, PayMethod } from '../../../../machines/payment/payment.types'
import { Button } from '../../../components/ui/button'
import { ModalDialog } from '../../../components/ui/modal-dialog'
import { Spinner } from '../../../components/ui/spinner'
import { formatUsd } from '../../../lib/money'
import type { CardKit } from '../../../components/payments/card-port'
import { NODE_CYCLE_WORDS } from '../node-words'
import { readPaymentMeans } from '../node-writes'
import { readRenewalCycles } from '../nodes.reads'
import { RenewFailure } from './renew-failure'
import { RenewPayment } from './renew-payment'
import { INLINE_LINK_CLASS } from '../../../components/ui/button-styles'

export interface RenewDialogProps {
  node: DedicatedNode
  kit: CardKit
  /** The wallet balance as stored; null when unknown. */
  balance: string | null
  /** The saved cards as stored, the default first; null when unknown. */
  cards: readonly CreditCard[] | null
  /** Paid: the list is read again (the node's new end). */
  onRenewed(): Promise<void>
  onClose(): void
}

/** How the renewal is paid: the wallet, the saved card, or a new card typed in. */
type Means = 'wallet' | 'saved' | 'new'

type Stage =
  { kind: 'choosing' } | { kind: 'paying'; attemptId: string; resume: FollowedOrder | null } | { kind: 'done' }

export function RenewDialog({ node, kit, balance, cards, onRenewed, onClose }: RenewDialogProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const [cycles, setCycles] = useState<DnBillingCycle[] | null>(null)
  const [months, setMonths] = useState<NodeCycleMonths | null>(null)
  const [means, setMeans] = useState<Means>('wallet')
  const [stage, setStage] = useState<Stage>({ kind: 'choosing' })
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null)
  // A lost answer keeps its attempt: "Pay" again follows that order, never pays twice.
  const [lost, setLost] = useState<{ attemptId: string; order: FollowedOrder | null } | null>(null)

  useEffect(() => {
    void readPaymentMeans()
    readRenewalCycles(node).then(
      (list) => {
        setCycles(list)
        const own = list.find((one) => one.cycle === node.cycle) ?? list[0]
        if (own) setMonths(own.months)
      },
      () => setCycles([]),
    )
    // Read once as the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const cycle = cycles?.find((one) => one.months === months) ?? null
  const card = cards?.[0] ?? null
  const price = cycle ? formatUsd(cycle.price) : null
  const missing = cycle && balance !== null ? formatUsd(shortfall(balance, cycle.price)) : null
  const balanceUsd = balance === null ? null : formatUsd(balance)
  const brand = card?.brand
  const last4 = card?.last4
  const method: PayMethod = means === 'wallet' ? 'wallet' : 'card'
  const short = means === 'wallet' && cycle !== null && balance !== null && !covers(balance, cycle.price)
  const canPay = cycle !== null && !short && (means === 'wallet' ? balance !== null : means === 'new' || card !== null)

  const pay = () => {
    if (!canPay) return
    setOutcome(null)
    setStage({ kind: 'paying', attemptId: lost?.attemptId ?? crypto.randomUUID(), resume: lost?.order ?? null })
  }
  const settled = (result: PaymentOutcome) => {
    setOutcome(result)
    setLost(result.status === 'failed' && result.failure === 'networkLost' ? result : null)
    if (result.status === 'paid') {
      setStage({ kind: 'done' })
      void onRenewed()
    } else setStage({ kind: 'choosing' })
  }

  const name = node.name
  const title = t`Renew ${name}`
  if (stage.kind === 'done') {
    return (
      <ModalDialog title={title} onClose={onClose}>
        <p role="status" data-testid="renew-done" className="text-sm">
          <Trans>Renewed. The node's new end shows in the list.</Trans>
        </p>
        <div className="mt-4 flex justify-end">
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </ModalDialog>
    )
  }

  return (
    <ModalDialog title={title} onClose={onClose}>
      {stage.kind === 'paying' && cycle ? (
        <RenewPayment
          kit={kit}
          subject={{ nodeId: node.id, months: cycle.months, price: cycle.price }}
          method={method}
          cardId={means === 'saved' ? (card?.id ?? null) : null}
          attemptId={stage.attemptId}
          resume={stage.resume}
          onSettled={settled}
        />
      ) : cycles === null ? (
        <p className="flex items-center gap-2 text-sm">
          <Spinner className="size-4" />
          <Trans>Loading the prices…</Trans>
        </p>
      ) : cycles.length === 0 ? (
        <p className="text-sm">
          <Trans>This node can no longer be renewed: its plan is not sold any more.</Trans>
        </p>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            pay()
          }}
        >
          <fieldset>
            <legend className="text-sm font-medium">
              <Trans>Renew for</Trans>
            </legend>
            <div className="mt-2 space-y-2">
              {cycles.map((one) => (
                <label key={one.cycle} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-cycle`}
                    checked={months === one.months}
                    onChange={() => setMonths(one.months)}
                  />
                  <span>
                    {i18n._(NODE_CYCLE_WORDS[one.cycle])} — {formatUsd(one.price)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium">
              <Trans>Pay with</Trans>
            </legend>
            <div className="mt-2 space-y-2">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-method`}
                  checked={means === 'wallet'}
                  onChange={() => setMeans('wallet')}
                />
                <span>
                  {balanceUsd === null ? <Trans>Wallet</Trans> : <Trans>Wallet (balance {balanceUsd})</Trans>}
                </span>
              </label>
              {card && (
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-method`}
                    checked={means === 'saved'}
                    onChange={() => setMeans('saved')}
                  />
                  <Trans>
                    Card ({brand} •••• {last4})
                  </Trans>
                </label>
              )}
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${id}-method`} checked={means === 'new'} onChange={() => setMeans('new')} />
                <Trans>A new card</Trans>
              </label>
            </div>
          </fieldset>
          {short && (
            <p
              data-testid="renew-short"
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
            >
              <Trans>
                Your balance is {missing} short of {price}.{' '}
                <Link to="/rpc/billings/charge" search={{ tab: 'deposit' }} className={INLINE_LINK_CLASS}>
                  Deposit
                </Link>{' '}
                first, or pay by card.
              </Trans>
            </p>
          )}
          {outcome && <RenewFailure outcome={outcome} />}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={!canPay} data-testid="renew-pay">
              {price ? t`Pay ${price}` : t`Pay`}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  )
}
