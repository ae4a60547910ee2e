/**
 * Packages or Deposit, the two sides of the charge page, as tabs (WAI-ARIA tabs: arrow keys,
 * Home and End move between them). While a payment is on its way the other tab is locked, and
 * says why.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, type KeyboardEvent } from 'react'
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
  const lockedReasonId = useId()
  const tabs = useRef(new Map<ChargeTab, HTMLButtonElement>())
  const label = (one: ChargeTab) => (one === 'packages' ? t`Packages` : t`Deposit`)

  function move(event: KeyboardEvent) {
    const index = TABS.indexOf(tab)
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }
    const to = keys[event.key]
    if (to === undefined || locked) return
    event.preventDefault()
    const next = TABS[(to + TABS.length) % TABS.length] as ChargeTab
    onChoose(next)
    tabs.current.get(next)?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t`Buy packages or deposit`}
        className="flex gap-1 border-b border-slate-200 dark:border-slate-800"
      >
        {TABS.map((one) => {
          const selected = one === tab
          const blocked = locked && !selected
          return (
            <button
              key={one}
              ref={(element) => {
                if (element) tabs.current.set(one, element)
              }}
              id={`${panelId}-${one}`}
              type="button"
              role="tab"
              data-testid={`charge-tab-${one}`}
              aria-selected={selected}
              aria-controls={panelId}
              aria-disabled={blocked || undefined}
              aria-describedby={blocked ? lockedReasonId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => !blocked && onChoose(one)}
              onKeyDown={move}
              className={`-mb-px h-10 border-b-2 px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${
                selected
                  ? 'border-brand-600 text-slate-900 dark:text-white'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              {label(one)}
            </button>
          )
        })}
      </div>
      {locked && (
        <p id={lockedReasonId} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          <Trans>A payment is on its way: finish or cancel it first.</Trans>
        </p>
      )}
    </div>
  )
}
