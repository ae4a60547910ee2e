/**
 * Button looks as class strings, so a router `<Link>` can look like a `<Button>` without
 * pretending to be one.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
/** `icon`: a square 36 px button holding one icon (it needs an `aria-label`). */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon'

/** Classes for a button-looking element of the given variant and size. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim()
}

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 dark:bg-brand-600 dark:hover:bg-brand-700',
  secondary:
    'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700',
  ghost: 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800',
  danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600 dark:bg-red-700 dark:hover:bg-red-600',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-9 shrink-0',
}

/**
 * A `Dropdown`'s trigger (an icon or a short label, md): also the box a loading one keeps
 * (`trigger-placeholders.tsx`), so the two are the same size by construction.
 */
export function dropdownTriggerClassName(variant: ButtonVariant = 'ghost', extra = ''): string {
  // max-w-full: a label too long for its place (a team's name) truncates instead of overflowing.
  return buttonClassName(variant, 'md', `max-w-full gap-2 ${extra}`.trim())
}

/**
 * A link inside a sentence: coloured and underlined, so it reads as a link without relying on
 * colour alone (WCAG 1.4.1). A bare `<Link>` in running text looked like the words around it.
 */
export const INLINE_LINK_CLASS = 'font-medium text-brand-700 underline dark:text-brand-300'
