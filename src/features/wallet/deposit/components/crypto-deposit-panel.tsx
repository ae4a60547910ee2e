/**
 * The crypto deposit, driven by its machine (machines/deposit/crypto-deposit.machine.ts): the coin
 * picker, then the address with its QR code, and the transfer's progress below it. Pending
 * deposits are read every few seconds while the address shows and at once when a `deposit`
 * notice arrives.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { EmptyState } from '../../../../components/ui/empty-state'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { cryptoDepositWithEffects } from '../crypto-deposit-effects'
import { createHolder } from '../../../../components/payments/holder'
import { useDepositNotices, useOnlineAgain, type DepositNoticeMark } from '../use-machine-signals'
import { CoinPicker } from './coin-picker'
import { DepositAddressCard } from './deposit-address-card'
import { TransferProgress } from './transfer-progress'

export interface CryptoDepositPanelProps {
  online: boolean
  offlineReasonId: string
}

export function CryptoDepositPanel({ online, offlineReasonId }: CryptoDepositPanelProps) {
  const { t } = useLingui()
  const [mark] = useState<DepositNoticeMark>(() => createHolder<string | null>(null))
  const [machine] = useState(() => cryptoDepositWithEffects({ seenChangedAt: mark.get }))
  const [state, send] = useMachine(machine)
  useDepositNotices(mark, () => send({ type: 'deposit.noticed' }))
  useOnlineAgain(() => send({ type: 'network.online' }))
  const offline = online ? {} : { disabled: true, 'aria-describedby': offlineReasonId }

  if (state.hasTag('loading')) {
    return (
      <div aria-busy="true" className="max-w-xl">
        <span className="sr-only" role="status">
          <Trans>Loading the coins you can deposit</Trans>
        </span>
        <SkeletonText lines={4} />
      </div>
    )
  }
  if (state.hasTag('loadFailed')) {
    return (
      <EmptyState
        title={<Trans>The coins could not be loaded</Trans>}
        description={<Trans>Try again in a moment.</Trans>}
        action={
          <Button onClick={() => send({ type: 'retry' })} {...offline}>
            {t`Try again`}
          </Button>
        }
      />
    )
  }
  const { context } = state
  if (!state.hasTag('address') || !context.address) {
    return (
      <CoinPicker
        coins={context.coins}
        busy={state.hasTag('fetchingAddress')}
        failed={state.hasTag('addressFailed')}
        offline={offline}
        onChoose={(choice) => send({ type: 'coin.choose', ...choice })}
        onRetry={() => send({ type: 'retry' })}
      />
    )
  }
  const coin = context.coins.find(
    (one) => one.coin === context.address?.coin && one.networkId === context.address.networkId,
  )
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <DepositAddressCard address={context.address} coin={coin} onChange={() => send({ type: 'coin.change' })} />
      <TransferProgress
        coin={coin}
        pending={context.pending}
        settled={context.settled}
        stage={
          state.hasTag('credited')
            ? 'credited'
            : state.hasTag('notCredited')
              ? 'notCredited'
              : state.hasTag('settling')
                ? 'settling'
                : state.hasTag('confirming')
                  ? 'confirming'
                  : 'awaiting'
        }
        connectionLost={state.hasTag('connectionLost')}
        onAgain={() => send({ type: 'deposit.again' })}
      />
    </div>
  )
}
