/**
 * The crypto deposit methods: which coins on which networks (hub_getWalletCoinList), and the
 * caller's deposit addresses (hub_getDepositAddress, hub_getDepositAddressList). The address is
 * the wallet's: the team's in team context, else the caller's own. A server without deposit
 * settings lists no coins and refuses every address.
 */
import type { Coin } from '../../../../contract/index'
import { businessRule } from '../../../rpc/errors'
import type { MethodRegistry } from '../../../rpc/registry'
import { walletIdOf } from '../ledger'
import { ownerOf } from '../wallet.methods'
import type { CryptoDeposits } from './crypto-deposits'
import { depositAddressList, depositAddressOf } from './deposit-addresses'
import { STABLECOIN_USD_RATE } from './deposit-settings'

declare module '../../module' {
  interface ModuleSettings {
    /** The server's crypto deposits (`BuildServerOptions.deposits`); absent or null: none. */
    cryptoDeposits?: CryptoDeposits | null
  }
}

/** Registers hub_getWalletCoinList, hub_getDepositAddress and hub_getDepositAddressList. */
export function registerCryptoDepositMethods(
  registry: MethodRegistry,
  deposits: CryptoDeposits | null | undefined,
): void {
  const coins: Coin[] = (deposits?.settings.networks ?? []).flatMap((network) =>
    network.tokens.map((token) => ({
      coin: token.coin,
      name: token.name,
      networkId: network.id,
      networkName: network.name,
      decimals: token.decimals,
      contractAddress: token.contractAddress,
      minDeposit: token.minDeposit,
      confirmations: network.requiredConfirmations,
      usdRate: STABLECOIN_USD_RATE,
    })),
  )

  registry.register('hub_getWalletCoinList', async () => coins)

  registry.register('hub_getDepositAddress', async (ctx, { coin, networkId }) => {
    if (!deposits || !coins.some((offered) => offered.coin === coin && offered.networkId === networkId)) {
      throw businessRule(
        `${coin} cannot be deposited on network ${networkId}. Choose a coin and network from the list.`,
        `不支持在网络 ${networkId} 上充值 ${coin}。请从列表中选择币种和网络。`,
        { reason: 'unknown_coin' },
      )
    }
    const walletId = await walletIdOf(ctx.db, ownerOf(ctx))
    return depositAddressOf(ctx.db, walletId, { coin, networkId }, deposits.deriveAddress)
  })

  registry.register('hub_getDepositAddressList', async (ctx) =>
    depositAddressList(ctx.db, await walletIdOf(ctx.db, ownerOf(ctx))),
  )
}
