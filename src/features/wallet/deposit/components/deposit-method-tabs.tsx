/**
 * Crypto or Card, as tabs. While a card payment is on its way the other tab is locked, and says
 * why.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { LockingTabs } from '../../../../components/ui/locking-tabs'
import type { DepositMethod } from '../deposit-search'

export interface DepositMethodTabsProps {
  method: DepositMethod
  /** A card payment is on its way: the method cannot change. */
  locked: boolean
  /** The tab panel's id; each tab is `${panelId}-${method}`. */
  panelId: string
  onChoose(method: DepositMethod): void
}

const METHODS: readonly DepositMethod[] = ['crypto', 'card']

export function DepositMethodTabs({ method, locked, panelId, onChoose }: DepositMethodTabsProps) {
  const { t } = useLingui()
  return (
    <LockingTabs
      tabs={METHODS}
      selected={method}
      locked={locked}
      lockedReason={<Trans>A card payment is on its way: finish or cancel it to deposit another way.</Trans>}
      panelId={panelId}
      listLabel={t`How to deposit`}
      label={(one) => (one === 'crypto' ? t`Crypto` : t`Card`)}
      testIdPrefix="deposit-method-"
      look="segmented"
      onChoose={onChoose}
    />
  )
}
