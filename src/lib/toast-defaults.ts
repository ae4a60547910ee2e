/**
 * How long each kind of toast stays, in ms (SPEC §9), and where toasts stack. `0` means the toast
 * stays until the user closes it.
 */
export const TOAST_DURATIONS = {
  /** error and warning: 5 s */
  error: 5000,
  warning: 5000,
  /** the default message (success, info): 3 s */
  success: 3000,
  info: 3000,
  /** notification: 4.5 s */
  notification: 4500,
  /** notice toast: 2 s */
  notice: 2000,
} as const

/** A persistent toast (a notice of type file_download) never closes on its own. */
export const TOAST_PERSISTENT = 0

/** Older toasts are dropped past this many so a burst of errors never buries the screen. */
export const TOAST_MAX_VISIBLE = 5

/** Above dialogs, menus and the table's sticky header and overlay. */
export const TOAST_Z_INDEX = 1000

/**
 * Marks the toasts' region. A signed-out visitor's first interaction loads the session runtime,
 * unless it is with a toast (app/session-start.ts): answering one is no step towards logging in,
 * and the update prompt's Reload must not fetch the old build while the new one takes over.
 */
export const TOASTER_ATTRIBUTE = 'data-toaster'
