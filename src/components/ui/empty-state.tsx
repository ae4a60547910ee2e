/**
 * What a list or screen shows when there is nothing yet: an icon, a title, a line of help and
 * the action that fills it ("Create API key").
 */
import type { ReactNode } from 'react'
import { InboxIcon } from './icons'

export interface EmptyStateProps {
  /** Translated title. */
  title: ReactNode
  description?: ReactNode
  /** Defaults to an empty tray. */
  icon?: ReactNode
  /** Usually a `<Button>`. */
  action?: ReactNode
  className?: string
}

export function EmptyState({ title, description, icon, action, className = '' }: EmptyStateProps) {
  return (
    <div className={`flex flex-col items-center justify-center gap-2 px-4 py-10 text-center ${className}`}>
      <div className="text-gray-400 dark:text-gray-500">{icon ?? <InboxIcon className="size-10" />}</div>
      <p className="text-base font-medium text-gray-900 dark:text-gray-100">{title}</p>
      {description && <p className="max-w-md text-sm text-gray-600 dark:text-gray-400">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  )
}
