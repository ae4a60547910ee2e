/**
 * The wallet's settings: auto-renew and the low-balance alert. Neither moves money, so both work
 * offline (queued commands) and show as waiting until the server has them.
 */
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Skeleton } from '../../../components/ui/skeleton'
import { useOutbox } from '../../../store/use-view'
import { SET_AUTO_RENEW, SET_LOW_BALANCE_THRESHOLD } from '../wallet.commands'
import type { WalletState } from '../wallet.projection'
import { AutoRenewSwitch } from './auto-renew-switch'
import { LowBalanceThresholdForm } from './low-balance-threshold-form'

const SWITCH_HEIGHT = 'min-h-[84px]'
const FORM_HEIGHT = 'min-h-36'

/** `wallet` undefined: not in the store yet; the section keeps its place with the settings' shape. */
export function WalletSettingsSection({ wallet }: { wallet: WalletState | undefined }) {
  const headingId = useId()
  const outbox = useOutbox()
  const waiting = (name: string) => outbox.some((row) => row.command === name)
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-lg border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id={headingId} className="text-sm font-medium text-slate-600 dark:text-slate-300">
        <Trans>Wallet settings</Trans>
      </h2>
      {/* Each part keeps the height it has where its text wraps most (a phone, or a card beside
          another from lg), loaded or not: the section's skeleton then holds its place at every width. */}
      {wallet ? (
        <>
          <div className={SWITCH_HEIGHT}>
            <AutoRenewSwitch enabled={wallet.autoRenew} waiting={waiting(SET_AUTO_RENEW)} />
          </div>
          <div className={FORM_HEIGHT}>
            <LowBalanceThresholdForm
              current={wallet.lowBalanceThreshold}
              waiting={waiting(SET_LOW_BALANCE_THRESHOLD)}
            />
          </div>
        </>
      ) : (
        <>
          {/* The switch with its description, then the alert's heading, sentence and field. */}
          <Skeleton className={SWITCH_HEIGHT} />
          <Skeleton className={FORM_HEIGHT} />
        </>
      )}
    </section>
  )
}
