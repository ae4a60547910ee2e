/**
 * The box of a header icon button (a `Dropdown` trigger holding one 20 px icon, drawn with the
 * same `dropdownTriggerClassName`) that is still loading, so nothing beside it moves when it arrives. The header's controls are packed to the
 * right: a lazily loaded help menu or notice bell drawn from nothing pushed the theme and language
 * controls left under a finger (or a test's click) on its way to them.
 */
import { dropdownTriggerClassName } from './button-styles'

export function IconButtonPlaceholder() {
  return (
    <span aria-hidden="true" className={dropdownTriggerClassName('ghost', 'invisible')}>
      <span className="size-5" />
    </span>
  )
}
