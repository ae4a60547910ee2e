/**
 * A button that opens a panel below it (the user menu, the notice list): disclosure semantics
 * (`aria-expanded`, `aria-controls`), Escape and a click outside close it and give focus back.
 * Native and small on purpose: Headless UI stays off the dashboard's first load.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { dropdownTriggerClassName, type ButtonVariant } from './button-styles'

/**
 * For a header panel wider than the room left of its button on a phone: there it spans the screen
 * under the header, wherever the button sits (at 390 px the help menu's panel ran past the left edge).
 */
export const PHONE_WIDE_PANEL_CLASS = 'max-sm:fixed max-sm:inset-x-2 max-sm:top-14 max-sm:w-auto'

export interface DropdownProps {
  /** The button's content; `label` names it for screen readers when the content is an icon. */
  trigger: ReactNode
  label?: string
  variant?: ButtonVariant
  /** The panel's content; `close` hides it (after a choice). */
  children: (close: () => void) => ReactNode
  panelClassName?: string
  /**
   * Called when a hand or the focus comes to the button (pointer over it, pressed, focused): a panel
   * whose code loads lazily starts loading then, before the click that opens it.
   */
  onIntent?: () => void
}

export function Dropdown({
  trigger,
  label,
  variant = 'ghost',
  children,
  panelClassName = 'w-64',
  onIntent,
}: DropdownProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onFocus={onIntent}
        className={dropdownTriggerClassName(variant)}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={panelId}
          className={`absolute right-0 z-20 mt-2 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900 ${panelClassName}`}
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  )
}
