/**
 * The submit button of the account forms. Pressing it with the mouse does not take the focus
 * from the field being typed in: that blur would show the field's problem, the message would push
 * the button down before the mouse is released, and the click would be lost. Submitting shows
 * every problem anyway and focuses the first.
 */
import { Button, type ButtonProps } from '../../../../components/ui/button'

export function SubmitButton({ className = 'w-full', ...props }: Omit<ButtonProps, 'type'>) {
  return <Button type="submit" onMouseDown={(event) => event.preventDefault()} className={className} {...props} />
}
