/**
 * Crypto or Card, as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). While a
 * card payment is on its way the other tab is locked, and says why.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, type KeyboardEvent } from 'react'
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
  const lockedReasonId = useId()
  const tabs = useRef(new Map<DepositMethod, HTMLButtonElement>())
  const label = (one: DepositMethod) => (one === 'crypto' ? t`Crypto` : t`Card`)

  function move(event: KeyboardEvent) {
    const index = METHODS.indexOf(method)
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: METHODS.length - 1,
    }
    const to = keys[event.key]
    if (to === undefined || locked) return
    event.preventDefault()
    const next = METHODS[(to + METHODS.length) % METHODS.length] as DepositMethod
    onChoose(next)
    tabs.current.get(next)?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t`How to deposit`}
        className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-1 dark:border-slate-700 dark:bg-slate-900"
      >
        {METHODS.map((one) => {
          const selected = one === method
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
              data-testid={`deposit-method-${one}`}
              aria-selected={selected}
              aria-controls={panelId}
              aria-disabled={blocked || undefined}
              aria-describedby={blocked ? lockedReasonId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => !blocked && onChoose(one)}
              onKeyDown={move}
              className={`h-9 min-w-24 rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${
                selected
                  ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              {label(one)}
            </button>
          )
        })}
      </div>
      {locked && (
        <p id={lockedReasonId} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          <Trans>A card payment is on its way: finish or cancel it to deposit another way.</Trans>
        </p>
      )}
    </div>
  )
}
