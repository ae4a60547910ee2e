/**
 * One saved card: brand and last four, expiry (flagged when past), the default badge, and the
 * card's actions, which need the network (offline they are disabled, described by the page's
 * reason).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { CreditCard } from '../../../../contract/methods/cards'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { useTeamRefusal } from '../../../components/access/team-role'
import { isExpired } from '../saved-cards.projection'
import { setDefaultCard } from '../wallet-writes'
import { cardExpiry, cardName } from './card-name'
import { RemoveCardDialog } from './remove-card-dialog'

export interface SavedCardItemProps {
  card: CreditCard
  online: boolean
  offlineReasonId: string
  /** After the card was removed: where focus goes. */
  onRemoved(): void
}

export function SavedCardItem({ card, online, offlineReasonId, onRemoved }: SavedCardItemProps) {
  const { t, i18n } = useLingui()
  const nameId = useId()
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState(false)
  const [now] = useState(() => new Date())
  const name = cardName(i18n, card)
  const expiry = cardExpiry(card)
  const refusal = useTeamRefusal('hub_removeCreditCard')
  const offline = refusal
    ? { disabled: true, title: refusal }
    : online
      ? {}
      : { disabled: true, 'aria-describedby': offlineReasonId }

  async function makeDefault() {
    setBusy(true)
    try {
      await setDefaultCard(card.id)
    } catch {
      // The RPC client has said why; the default stays as it was.
    }
    setBusy(false)
  }

  return (
    <li
      data-testid="saved-card"
      aria-labelledby={nameId}
      className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p id={nameId} className="font-medium">
            {name}
          </p>
          {card.isDefault && (
            <Badge className="font-medium">
              <Trans>Default</Trans>
            </Badge>
          )}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {isExpired(card, now) ? (
            <span className="text-red-700 dark:text-red-400">
              <Trans>Expired {expiry}</Trans>
            </span>
          ) : (
            <Trans>Expires {expiry}</Trans>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {!card.isDefault && (
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            aria-label={t`Make ${name} the default card`}
            onClick={makeDefault}
            {...offline}
          >
            <Trans>Make default</Trans>
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-label={t`Remove ${name}`}
          onClick={() => setRemoving(true)}
          {...offline}
        >
          <Trans>Remove</Trans>
        </Button>
      </div>
      {removing && <RemoveCardDialog card={card} onClose={() => setRemoving(false)} onRemoved={onRemoved} />}
    </li>
  )
}
