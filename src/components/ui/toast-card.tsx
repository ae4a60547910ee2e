/**
 * One toast. Errors and warnings are alerts (read out at once); everything else is a polite
 * status. The countdown pauses while the pointer is over it or focus is inside it, so nobody
 * loses a message they are reading or a button they are about to press.
 */
import { useLingui } from '@lingui/react/macro'
import { useRef, type KeyboardEvent } from 'react'
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons'
import type { Toast, ToastKind, ToastStore } from '../../lib/toast-store'

export interface ToastCardProps {
  toast: Toast
  store: ToastStore
}

export function ToastCard({ toast, store }: ToastCardProps) {
  const { t } = useLingui()
  const held = useRef({ hover: false, focus: false })
  const urgent = toast.kind === 'error' || toast.kind === 'warning'
  const { icon: KindIcon, tone } = looks[toast.kind]

  function hold(reason: 'hover' | 'focus', on: boolean) {
    held.current[reason] = on
    if (held.current.hover || held.current.focus) store.pause(toast.id)
    else store.resume(toast.id)
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape') store.dismiss(toast.id)
  }

  return (
    <div
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-kind={toast.kind}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={() => hold('focus', false)}
      onKeyDown={closeOnEscape}
      className="pointer-events-auto flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-3 text-sm text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100"
    >
      <KindIcon className={`mt-0.5 size-5 shrink-0 ${tone}`} />
      <div className="min-w-0 flex-1 break-words">
        {toast.title && <p className="font-semibold">{toast.title}</p>}
        {toast.message && (
          <p className={toast.title ? 'mt-0.5 text-gray-600 dark:text-gray-300' : ''}>{toast.message}</p>
        )}
        {toast.action && (
          <button
            type="button"
            onClick={() => {
              toast.action?.onClick()
              store.dismiss(toast.id)
            }}
            className="mt-2 rounded font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300"
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        aria-label={t`Close`}
        onClick={() => store.dismiss(toast.id)}
        className="-m-1 shrink-0 rounded p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-gray-400 dark:hover:bg-gray-700 dark:hover:text-gray-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  )
}

const looks: Record<ToastKind, { icon: typeof InfoIcon; tone: string }> = {
  error: { icon: AlertIcon, tone: 'text-red-600 dark:text-red-400' },
  warning: { icon: AlertIcon, tone: 'text-amber-600 dark:text-amber-400' },
  success: { icon: CheckIcon, tone: 'text-green-600 dark:text-green-400' },
  info: { icon: InfoIcon, tone: 'text-brand-600 dark:text-brand-300' },
  notification: { icon: InfoIcon, tone: 'text-brand-600 dark:text-brand-300' },
  notice: { icon: InfoIcon, tone: 'text-brand-600 dark:text-brand-300' },
}
