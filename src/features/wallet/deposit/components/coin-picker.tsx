/**
 * Which coin, on which network: two labelled selects (the networks follow the coin) and the
 * button that shows the address. The first coin and its first network are chosen to start with.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { Coin } from '../../../../../contract/methods/wallet'
import { Button } from '../../../../components/ui/button'
import type { CoinChoice } from '../../../../../machines/deposit/crypto-deposit.types'
import { coinSymbols, networksOf } from '../coin-options'

export interface CoinPickerProps {
  coins: Coin[]
  /** The address is being fetched. */
  busy: boolean
  /** Fetching the address failed. */
  failed: boolean
  /** Disables the button offline, pointing at the page's reason. */
  offline: { disabled?: boolean; 'aria-describedby'?: string }
  onChoose(choice: CoinChoice): void
  onRetry(): void
}

export function CoinPicker({ coins, busy, failed, offline, onChoose, onRetry }: CoinPickerProps) {
  const { t } = useLingui()
  const coinId = useId()
  const networkId = useId()
  const symbols = coinSymbols(coins)
  const [coin, setCoin] = useState(symbols[0] ?? '')
  const networks = networksOf(coins, coin)
  const [network, setNetwork] = useState(networks[0]?.networkId ?? '')
  const chosenNetwork = networks.some((one) => one.networkId === network) ? network : (networks[0]?.networkId ?? '')

  function submit(event: FormEvent) {
    event.preventDefault()
    if (coin && chosenNetwork) onChoose({ coin, networkId: chosenNetwork })
  }

  if (coins.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>No coin can be deposited right now.</Trans>
      </p>
    )
  }
  return (
    <form onSubmit={submit} className="max-w-xl space-y-4" aria-busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={coinId} className="block text-sm font-medium">
            <Trans>Coin</Trans>
          </label>
          <select
            id={coinId}
            data-testid="deposit-coin"
            value={coin}
            onChange={(event) => setCoin(event.target.value)}
            className={selectClassName}
          >
            {symbols.map((symbol) => (
              <option key={symbol} value={symbol}>
                {symbol}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={networkId} className="block text-sm font-medium">
            <Trans>Network</Trans>
          </label>
          <select
            id={networkId}
            data-testid="deposit-network"
            value={chosenNetwork}
            onChange={(event) => setNetwork(event.target.value)}
            className={selectClassName}
          >
            {networks.map((one) => (
              <option key={one.networkId} value={one.networkId}>
                {one.networkName}
              </option>
            ))}
          </select>
        </div>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          <Trans>The address could not be loaded.</Trans>{' '}
          <button type="button" onClick={onRetry} className="font-medium underline" {...offline}>
            {t`Try again`}
          </button>
        </p>
      )}
      <Button type="submit" loading={busy} data-testid="show-deposit-address" {...offline}>
        <Trans>Show deposit address</Trans>
      </Button>
    </form>
  )
}

const selectClassName =
  'mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900'
