/**
 * A row of tabs whose choice lives in the URL (WAI-ARIA tabs: arrow keys, Home and End move
 * between them). While `locked` (a payment on its way) the other tabs refuse, and a line says why.
 * The charge page's sides and the deposit's methods are such tabs; only their look differs.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

export interface LockingTabsProps<T extends string> {
  tabs: readonly T[]
  selected: T
  locked: boolean
  /** Why the other tabs refuse, shown while locked. */
  lockedReason: ReactNode
  /** The tab panel's id; each tab is `${panelId}-${tab}`. */
  panelId: string
  /** The tab list's accessible name. */
  listLabel: string
  label(tab: T): string
  /** Each tab's test id is `${testIdPrefix}${tab}`. */
  testIdPrefix: string
  /** Underlined tabs across the page, or a segmented switch. */
  look: 'underline' | 'segmented'
  onChoose(tab: T): void
}

export function LockingTabs<T extends string>(props: LockingTabsProps<T>) {
  const { tabs, selected, locked, lockedReason, panelId, listLabel, label, testIdPrefix, look, onChoose } = props
  const lockedReasonId = useId()
  const buttons = useRef(new Map<T, HTMLButtonElement>())
  const styles = LOOKS[look]

  function move(event: KeyboardEvent) {
    const index = tabs.indexOf(selected)
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
    const to = keys[event.key]
    if (to === undefined || locked) return
    event.preventDefault()
    const next = tabs[(to + tabs.length) % tabs.length] as T
    onChoose(next)
    buttons.current.get(next)?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label={listLabel} className={styles.list}>
        {tabs.map((one) => {
          const isSelected = one === selected
          const blocked = locked && !isSelected
          return (
            <button
              key={one}
              ref={(element) => {
                if (element) buttons.current.set(one, element)
              }}
              id={`${panelId}-${one}`}
              type="button"
              role="tab"
              data-testid={`${testIdPrefix}${one}`}
              aria-selected={isSelected}
              aria-controls={panelId}
              aria-disabled={blocked || undefined}
              aria-describedby={blocked ? lockedReasonId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => !blocked && onChoose(one)}
              onKeyDown={move}
              className={`${styles.tab} text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${
                isSelected ? styles.selected : styles.other
              }`}
            >
              {label(one)}
            </button>
          )
        })}
      </div>
      {locked && (
        <p id={lockedReasonId} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {lockedReason}
        </p>
      )}
    </div>
  )
}

const LOOKS = {
  underline: {
    list: 'flex gap-1 border-b border-slate-200 dark:border-slate-800',
    tab: '-mb-px h-10 border-b-2 px-4',
    selected: 'border-brand-600 text-slate-900 dark:text-white',
    other: 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
  },
  segmented: {
    list: 'inline-flex rounded-lg border border-slate-200 bg-slate-50 p-1 dark:border-slate-700 dark:bg-slate-900',
    tab: 'h-9 min-w-24 rounded-md px-4',
    selected: 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white',
    other: 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
  },
} as const
