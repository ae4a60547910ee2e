/**
 * The toast queue, free of React so any code can raise a toast: the RPC client calls
 * `toast.error(message)`, a component calls `toast.success(t\`Saved\`)`. `<Toaster>` reads it
 * through `useSyncExternalStore`. Timers live here, not in the view, so a toast expires on time
 * even while no toaster is mounted, and tests need no DOM to check durations.
 */
import { TOAST_DURATIONS, TOAST_MAX_VISIBLE, TOAST_PERSISTENT } from './toast-defaults'

export type ToastKind = keyof typeof TOAST_DURATIONS

/** A button inside a toast; clicking it runs `onClick`, then closes the toast. */
export interface ToastAction {
  label: string
  onClick: () => void
}

/** One toast as the toaster shows it. Texts arrive already translated. */
export interface Toast {
  id: string
  kind: ToastKind
  title?: string
  message?: string
  action?: ToastAction
  /** ms until it closes on its own; 0 = stays open */
  duration: number
}

/** Options shared by every way to raise a toast. */
export interface ToastOptions {
  /** Reuse an id to replace a toast in place instead of stacking a second one (e.g. one 10429 warning). */
  id?: string
  /** Override the kind's SPEC duration, in ms; 0 keeps it open. */
  duration?: number
  action?: ToastAction
}

export interface NotificationToast extends Omit<ToastOptions, 'duration'> {
  title: string
  body?: string
}

export interface NoticeToast extends NotificationToast {
  /** Stays until closed (SPEC §9: the file_download notice). */
  persistent?: boolean
}

/** What `update` may change; a new `duration` restarts the countdown. */
export type ToastPatch = Partial<Pick<Toast, 'title' | 'message' | 'action' | 'duration'>>

export type ToastStore = ReturnType<typeof createToastStore>

/** Builds an independent queue; the app uses the shared `toast`, tests may build their own. */
export function createToastStore() {
  let toasts: readonly Toast[] = []
  const listeners = new Set<() => void>()
  const timers = new Map<string, Timer>()
  let sequence = 0

  function emit(next: readonly Toast[]): void {
    toasts = next
    for (const listener of listeners) listener()
  }

  function schedule(id: string, ms: number): void {
    clearTimer(id)
    if (ms <= 0) return
    timers.set(id, { handle: setTimeout(() => dismiss(id), ms), startedAt: Date.now(), remaining: ms })
  }

  function clearTimer(id: string): void {
    const timer = timers.get(id)
    if (timer?.handle !== undefined) clearTimeout(timer.handle)
    timers.delete(id)
  }

  function show(kind: ToastKind, fields: Pick<Toast, 'title' | 'message'>, options: ToastOptions = {}): string {
    const id = options.id ?? `toast-${++sequence}`
    const next: Toast = {
      id,
      kind,
      ...fields,
      action: options.action,
      duration: options.duration ?? TOAST_DURATIONS[kind],
    }
    const others = toasts.filter((item) => item.id !== id)
    const kept = [...others, next].slice(-TOAST_MAX_VISIBLE)
    for (const dropped of others) if (!kept.includes(dropped)) clearTimer(dropped.id)
    schedule(id, next.duration)
    emit(kept)
    return id
  }

  function dismiss(id: string): void {
    clearTimer(id)
    if (toasts.some((item) => item.id === id)) emit(toasts.filter((item) => item.id !== id))
  }

  return {
    error: (message: string, options?: ToastOptions) => show('error', { message }, options),
    warning: (message: string, options?: ToastOptions) => show('warning', { message }, options),
    success: (message: string, options?: ToastOptions) => show('success', { message }, options),
    /** The default message (3 s). */
    info: (message: string, options?: ToastOptions) => show('info', { message }, options),
    notification: ({ title, body, ...options }: NotificationToast) =>
      show('notification', { title, message: body }, options),
    notice: ({ title, body, persistent, ...options }: NoticeToast) =>
      show('notice', { title, message: body }, { ...options, duration: persistent ? TOAST_PERSISTENT : undefined }),

    /** Changes a shown toast in place (a live countdown); returns false when it has already gone. */
    update(id: string, patch: ToastPatch): boolean {
      const current = toasts.find((item) => item.id === id)
      if (!current) return false
      const next = { ...current, ...patch }
      if (patch.duration !== undefined) schedule(id, patch.duration)
      const changed = (Object.keys(patch) as (keyof ToastPatch)[]).some((key) => current[key] !== next[key])
      if (changed) emit(toasts.map((item) => (item.id === id ? next : item)))
      return true
    },
    dismiss,
    dismissAll(): void {
      for (const id of timers.keys()) clearTimer(id)
      if (toasts.length > 0) emit([])
    },

    /** Stops the countdown while the user reads or focuses the toast. */
    pause(id: string): void {
      const timer = timers.get(id)
      if (!timer || timer.handle === undefined) return
      clearTimeout(timer.handle)
      timers.set(id, { handle: undefined, startedAt: 0, remaining: timer.remaining - (Date.now() - timer.startedAt) })
    },
    /** Restarts the countdown with the time that was left. */
    resume(id: string): void {
      const timer = timers.get(id)
      if (!timer || timer.handle !== undefined) return
      schedule(id, Math.max(timer.remaining, 1))
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: (): readonly Toast[] => toasts,
  }
}

/** The app's one toast queue. */
export const toast = createToastStore()

interface Timer {
  /** undefined while paused */
  handle: ReturnType<typeof setTimeout> | undefined
  startedAt: number
  remaining: number
}
