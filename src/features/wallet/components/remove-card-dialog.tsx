/**
 * Removing a saved card, confirmed by a dialog that names it. The server refuses while a
 * subscription still needs the card; the RPC client shows its message and the dialog stays open.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CreditCard } from '../../../../contract/methods/cards'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../lib/toast-store'
import { removeCard } from '../wallet-writes'
import { cardName } from './card-name'
import { ModalDialog } from '../../../components/ui/modal-dialog'

export interface RemoveCardDialogProps {
  card: CreditCard
  onClose(): void
  /** After the server removed it: its row is gone, so focus goes elsewhere. */
  onRemoved(): void
}

export function RemoveCardDialog({ card, onClose, onRemoved }: RemoveCardDialogProps) {
  const { t, i18n } = useLingui()
  const [busy, setBusy] = useState(false)
  const name = cardName(i18n, card)

  async function confirm() {
    setBusy(true)
    try {
      await removeCard(card.id)
      toast.success(t`${name} removed.`)
      onRemoved()
    } catch {
      setBusy(false)
    }
  }

  return (
    <ModalDialog title={<Trans>Remove the card {name}?</Trans>} onClose={onClose}>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {card.isDefault ? (
          <Trans>
            It is your default card: payments that name no card will need another one. A card that a subscription still
            renews with cannot be removed.
          </Trans>
        ) : (
          <Trans>Payments can no longer use it. A card that a subscription still renews with cannot be removed.</Trans>
        )}
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Keep the card</Trans>
        </Button>
        <Button variant="danger" loading={busy} onClick={confirm}>
          <Trans>Remove card</Trans>
        </Button>
      </div>
    </ModalDialog>
  )
}
