/**
 * The crypto deposit machine's effects (machines/deposit/crypto-deposit.machine.ts), on the Hub
 * API. Every read the billing page also shows (pending deposits, the balance) is recorded in the
 * store, so both pages agree. Background reads are quiet: a failed poll shows as "connection
 * lost" on the page, never as a toast every few seconds.
 */
import { fromPromise } from 'xstate'
import type { Deposit, DepositAddress, PendingDeposit } from '../../../../contract/methods/wallet'
import { cryptoDepositMachine } from '../../../../machines/deposit/crypto-deposit.machine'
import type { CoinChoice, CryptoLoad } from '../../../../machines/deposit/crypto-deposit.types'
import { rpc, rpcSurvivingPageChange } from '../../../lib/rpc-client'
import { fact } from '../../../store/events'
import { recordFacts } from '../../../store/store-client'
import '../wallet.events'
import { refreshWallet } from './refresh-wallet'

/** Deposits looked for among the newest of the history when they leave the pending list. */
const SETTLED_LOOKUP_SIZE = 50

export interface CryptoEffectsOptions {
  /** The deposits-freshness mark now (see wallet.events.ts), recorded with each pending read. */
  seenChangedAt(): string | null
}

/** The machine with its effects. */
export function cryptoDepositWithEffects(options: CryptoEffectsOptions) {
  const readPending = async (quiet: boolean): Promise<PendingDeposit[]> => {
    const seenChangedAt = options.seenChangedAt()
    const list = await rpcSurvivingPageChange('hub_getWalletDepositPending', {}, { hideError: quiet })
    await recordFacts([fact('wallet.pending.loaded', { list, seenChangedAt }, 'server')])
    return list.filter((deposit) => deposit.paymentMethod === 'cobo')
  }

  return cryptoDepositMachine.provide({
    actors: {
      loadCrypto: fromPromise<CryptoLoad>(async () => {
        const [coins, pending] = await Promise.all([
          rpcSurvivingPageChange('hub_getWalletCoinList', {}),
          readPending(false),
        ])
        return { coins, pending }
      }),
      fetchAddress: fromPromise<DepositAddress, CoinChoice>(({ input }) => rpc('hub_getDepositAddress', input)),
      loadPending: fromPromise<PendingDeposit[]>(() => readPending(true)),
      settleDeposits: fromPromise<Deposit[], { deposits: PendingDeposit[] }>(async ({ input }) => {
        const page = await rpc(
          'hub_getWalletDeposit',
          { page: 1, perPage: SETTLED_LOOKUP_SIZE, paymentMethod: 'cobo' },
          { hideError: true },
        )
        return input.deposits.flatMap((left) => page.list.filter((deposit) => deposit.id === left.id))
      }),
    },
    actions: {
      walletChanged: () => void refreshWallet(),
    },
  })
}
