/**
 * Dev-only `dev_sendTestTokens`, registered only outside production: mints test stablecoins on
 * the in-process chain, so people and tests can pay in with a real ERC-20 transfer.
 */
import { businessRule } from '../../../rpc/errors'
import type { MethodRegistry } from '../../../rpc/registry'
import type { CryptoDeposits } from './crypto-deposits'
import { IN_PROCESS } from './deposit-settings'
import { parseUnits } from './token-amounts'

/** Registers dev_sendTestTokens. */
export function registerDevChainMethods(registry: MethodRegistry, deposits: CryptoDeposits | null | undefined): void {
  registry.register('dev_sendTestTokens', async (_ctx, { address, coin, networkId, amount }) => {
    const network = deposits?.settings.networks.find((candidate) => candidate.id === networkId)
    const token = network?.tokens.find((candidate) => candidate.coin === coin)
    if (!deposits || network?.rpcUrl !== IN_PROCESS || !token) {
      throw businessRule(
        `No test ${coin} can be sent on ${networkId}: only the coins of the in-process dev network can.`,
        `无法在 ${networkId} 上发送测试 ${coin}：只能发送进程内开发网络的币种。`,
        { reason: 'unknown_coin' },
      )
    }
    const decimals = amount.split('.')[1]?.length ?? 0
    if (decimals > token.decimals) {
      throw businessRule(
        `${coin} has ${token.decimals} decimals: ${amount} has more.`,
        `${coin} 最多 ${token.decimals} 位小数，${amount} 超出了。`,
        { reason: 'too_many_decimals' },
      )
    }
    const devnet = await deposits.devnet()
    const txHash = await devnet.mint(
      token.contractAddress,
      address as `0x${string}`,
      parseUnits(amount, token.decimals),
    )
    return { txHash }
  })
}
