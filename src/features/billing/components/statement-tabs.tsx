/**
 * The statements page's tabs (bills, purchases, deposits) as an ARIA tab list: arrow keys move
 * between tabs and choose (the tabs are cheap to switch, so selection follows focus).
 */
import { useLingui } from '@lingui/react/macro'
import { useRef, type KeyboardEvent } from 'react'
import { STATEMENT_TABS, type StatementTab } from '../statement-query'
import { TAB_WORDS } from './statement-labels'

export interface StatementTabsProps {
  value: StatementTab
  panelId: string
  label: string
  onChange(tab: StatementTab): void
}

export function StatementTabs({ value, panelId, label, onChange }: StatementTabsProps) {
  const { i18n } = useLingui()
  const refs = useRef<Partial<Record<StatementTab, HTMLButtonElement | null>>>({})
  const move = (event: KeyboardEvent, from: StatementTab) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const index = (STATEMENT_TABS.indexOf(from) + step + STATEMENT_TABS.length) % STATEMENT_TABS.length
    const next = STATEMENT_TABS[index] ?? 'bill'
    onChange(next)
    refs.current[next]?.focus()
  }
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200 dark:border-slate-800">
      {STATEMENT_TABS.map((tab) => {
        const selected = tab === value
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => move(event, tab)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 ${
              selected
                ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {i18n._(TAB_WORDS[tab])}
          </button>
        )
      })}
    </div>
  )
}
