/**
 * The toast after a change that asked first (archive mode on, a key frozen): it says what was
 * done and offers Undo, which is simply the opposite write. A failed undo is told by the RPC
 * client like any write; the key then stays as the change left it.
 */
import { toast } from '../../lib/toast-store'

/** Long enough to read the message and reach the button: the 3 s of a plain message is not. */
export const UNDO_TOAST_MS = 10_000

export interface UndoToast {
  message: string
  /** The button's label, translated ("Undo"). */
  undoLabel: string
  undo(): Promise<unknown>
  /** What to say once the undo is saved. */
  undoneMessage: string
}

export function toastWithUndo({ message, undoLabel, undo, undoneMessage }: UndoToast): void {
  toast.success(message, {
    duration: UNDO_TOAST_MS,
    action: {
      label: undoLabel,
      onClick: () =>
        void undo().then(
          () => toast.success(undoneMessage),
          () => undefined,
        ),
    },
  })
}
