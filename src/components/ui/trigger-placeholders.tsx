/**
 * The boxes of header `Dropdown` triggers still loading (drawn with the same
 * `dropdownTriggerClassName`), so nothing beside them moves when they arrive. The header's controls
 * are packed to the right: a lazily loaded help menu, notice bell or user menu drawn from nothing
 * (or from a box of another size) pushed the theme and language controls left under a finger (or a
 * test's click) on its way to them.
 */
import type { ReactNode } from 'react'
import { dropdownTriggerClassName } from './button-styles'
import { Skeleton } from './skeleton'

/** An icon trigger (one 20 px icon) still loading: an empty box of its size. */
export function IconButtonPlaceholder() {
  return (
    <TriggerBox extra="invisible">
      <span className="size-5" />
    </TriggerBox>
  )
}

/** The user menu's trigger (a 32 px avatar) still loading: a grey avatar in the trigger's box. */
export function AvatarButtonPlaceholder() {
  return (
    <TriggerBox>
      <Skeleton className="size-8 rounded-full" />
    </TriggerBox>
  )
}

function TriggerBox({ extra, children }: { extra?: string; children: ReactNode }) {
  return (
    <span aria-hidden="true" className={dropdownTriggerClassName('ghost', extra)}>
      {children}
    </span>
  )
}
