/**
 * The navigation drawer on phone-sized screens: a native modal `<dialog>`, which gives focus
 * trapping, Escape to close and an inert background without a dialog library on the first route.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { Button } from '../ui/button'
import { CloseIcon } from '../ui/icons'
import { DashboardNav } from './dashboard-nav'

export function PhoneDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    // A click on the backdrop (the dialog element itself) closes it; Escape is native to <dialog>.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-label={t`Menu`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 text-slate-900 backdrop:bg-black/40 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center justify-between border-b border-slate-200 p-3 dark:border-slate-800">
        <span className="font-semibold">Hubdeck</span>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t`Close menu`}>
          <CloseIcon className="size-5" />
        </Button>
      </div>
      <DashboardNav onNavigate={onClose} />
    </dialog>
  )
}
