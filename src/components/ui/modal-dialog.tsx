/**
 * The shell of a confirmation or a short form (the key dialogs, removing a card): a native modal
 * `<dialog>` (focus kept inside, Escape closes, focus returns to the button that opened it),
 * titled for screen readers. Native on purpose: Headless UI's dialog would add ~50 KB to pages
 * whose dialogs are a few lines each.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react'

export interface ModalDialogProps {
  title: ReactNode
  onClose(): void
  children: ReactNode
}

export function ModalDialog({ title, onClose, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // The latest onClose, without reopening the dialog when it changes.
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const opener = document.activeElement as HTMLElement | null
    element.showModal()
    const closed = () => close.current()
    element.addEventListener('close', closed)
    return () => {
      element.removeEventListener('close', closed)
      if (element.open) element.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </dialog>
  )
}
