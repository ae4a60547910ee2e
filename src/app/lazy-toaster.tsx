/**
 * The toaster, loaded when it has something to show. No first paint has a toast, so the cards
 * (their icons, countdown and actions) stay out of every page's initial JS; `preloadToaster`
 * fetches them once the page has painted, so the first toast does not wait for the network (and
 * offline, the service worker has precached the chunk).
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { toast } from '../lib/toast-store'

const loadToaster = () => import('../components/ui/toaster')

const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })))

/** Fetches the toaster's code ahead of the first toast. */
export function preloadToaster(): void {
  // A failed chunk is announced as `vite:preloadError`, which the chunk-load guard handles.
  loadToaster().catch(() => undefined)
}

/** Mounts the toaster at the first toast and keeps it mounted, so later toasts appear at once. */
export function LazyToaster() {
  const toasts = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getSnapshot)
  const [needed, setNeeded] = useState(false)
  if (toasts.length > 0 && !needed) setNeeded(true)
  if (!needed && toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
