/**
 * Where toasts appear: the top-left corner (SPEC §2), above everything, clear of notches and
 * status bars, and below the header's 3.5 rem (both layouts), so a toast never covers the logo
 * or the phone's menu button (issue 21) that sit in that corner. Mounted once by the app shell;
 * fed by the `toast` store.
 */
import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { ToastCard } from './toast-card'
import { TOAST_Z_INDEX, TOASTER_ATTRIBUTE } from '../../lib/toast-defaults'
import { toast as sharedStore, type ToastStore } from '../../lib/toast-store'

export interface ToasterProps {
  /** Defaults to the app's shared queue; tests may pass their own. */
  store?: ToastStore
}

/** The classes that pin the stack to the top-left corner (exported for the placement test). */
export const TOASTER_PLACEMENT =
  'fixed top-0 left-0 pt-[calc(4rem+env(safe-area-inset-top))] pl-[max(1rem,env(safe-area-inset-left))]'

export function Toaster({ store = sharedStore }: ToasterProps) {
  const { t } = useLingui()
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  return (
    <div
      role="region"
      aria-label={t`Notifications`}
      {...{ [TOASTER_ATTRIBUTE]: '' }}
      style={{ zIndex: TOAST_Z_INDEX }}
      className={`${TOASTER_PLACEMENT} pointer-events-none flex w-full max-w-sm flex-col gap-2 pr-4`}
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} toast={item} store={store} />
      ))}
    </div>
  )
}
