/**
 * Packages or Deposit, the two sides of the charge page, as tabs. While a payment is on its way
 * the other tab is locked, and says why.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { LockingTabs } from '../../../components/ui/locking-tabs'
import type { ChargeTab } from '../purchase-search'

export interface ChargeTabsProps {
  tab: ChargeTab
  locked: boolean
  /** The tab panel's id; each tab is `${panelId}-${tab}`. */
  panelId: string
  onChoose(tab: ChargeTab): void
}

const TABS: readonly ChargeTab[] = ['packages', 'deposit']

export function ChargeTabs({ tab, locked, panelId, onChoose }: ChargeTabsProps) {
  const { t } = useLingui()
  return (
    <LockingTabs
      tabs={TABS}
      selected={tab}
      locked={locked}
      lockedReason={<Trans>A payment is on its way: finish or cancel it first.</Trans>}
      panelId={panelId}
      listLabel={t`Buy packages or deposit`}
      label={(one) => (one === 'packages' ? t`Packages` : t`Deposit`)}
      testIdPrefix="charge-tab-"
      look="underline"
      onChoose={onChoose}
    />
  )
}
