/**
 * The app's button: four variants, three sizes, a visible focus ring, and `type="button"` by
 * default so it never submits a form by accident. Every other prop (ref included, React 19)
 * goes to the `<button>`.
 */
import type { ComponentPropsWithRef } from 'react'
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-styles'
import { Spinner } from './spinner'

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner and blocks clicks while a command runs. */
  loading?: boolean
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  type = 'button',
  className = '',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName(variant, size, className)}
      {...props}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  )
}
