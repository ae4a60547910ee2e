/**
 * The account's address for the chosen coin and network: as text (copy button of the design
 * system) and as a QR code for wallet apps, with what the transfer must respect (that coin on
 * that network only, the minimum, the confirmations before it is credited). The QR code's
 * library loads with this card only (`qrcode.react`), never on other routes.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import type { Coin, DepositAddress } from '../../../../../contract/methods/wallet'
import { Button } from '../../../../components/ui/button'
import { CopyButton } from '../../../../components/ui/copy-button'
import { Skeleton } from '../../../../components/ui/skeleton'
import { formatDecimal } from '../../../../lib/money'
import { useFocusOnMount } from '../use-focus-on-mount'

const AddressQrCode = lazy(() => import('./address-qr-code'))

export interface DepositAddressCardProps {
  address: DepositAddress
  /** The coin's terms; undefined only if the list changed meanwhile. */
  coin: Coin | undefined
  onChange(): void
}

export function DepositAddressCard({ address, coin, onChange }: DepositAddressCardProps) {
  const { t } = useLingui()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const symbol = address.coin
  const network = coin?.networkName ?? address.networkId
  const minimum = formatDecimal(coin?.minDeposit ?? '')
  const confirmations = coin?.confirmations ?? 0
  return (
    <section
      aria-labelledby="deposit-address-title"
      className="space-y-4 rounded-lg border border-slate-200 p-5 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="deposit-address-title" ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
          <Trans>
            Your {symbol} address on {network}
          </Trans>
        </h2>
        <Button variant="ghost" size="sm" onClick={onChange}>
          <Trans>Change coin</Trans>
        </Button>
      </div>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="rounded-md bg-white p-2">
          <Suspense fallback={<Skeleton className="size-40" />}>
            <AddressQrCode value={address.address} label={t`QR code of your ${symbol} address`} />
          </Suspense>
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <p className="flex items-start gap-1">
            <code data-testid="deposit-address" className="font-mono text-sm break-all">
              {address.address}
            </code>
            <CopyButton text={address.address} label={t`deposit address`} />
          </p>
          {address.memo && (
            <p className="flex items-start gap-1 text-sm">
              <span>
                <Trans>Memo (required):</Trans>{' '}
                <code data-testid="deposit-memo" className="font-mono break-all">
                  {address.memo}
                </code>
              </span>
              <CopyButton text={address.memo} label={t`memo`} />
            </p>
          )}
        </div>
      </div>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-300">
        <li>
          <Trans>
            Send only {symbol} on {network} to this address. Other coins or networks are lost.
          </Trans>
        </li>
        {minimum && (
          <li>
            <Trans>
              Transfers under {minimum} {symbol} are not credited.
            </Trans>
          </li>
        )}
        {confirmations > 0 && (
          <li>
            <Plural
              value={confirmations}
              one="Your balance is credited after # block confirmation."
              other="Your balance is credited after # block confirmations."
            />
          </li>
        )}
      </ul>
    </section>
  )
}
