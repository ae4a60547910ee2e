/**
 * One scan of a block range: the ERC-20 `Transfer` logs of the network's tokens whose recipient
 * is one of our deposit addresses become `deposits` rows, `confirming`, or `failed` when under
 * the coin's minimum (recorded so the customer sees why, never credited). A log already recorded
 * changes nothing, unless a re-org moved its transaction to another block: then the row follows
 * it there, and a row a re-org dropped comes back to `confirming` wherever the log is found again.
 */
import type { Kysely } from 'kysely'
import type { PublicClient } from 'viem'
import type { DB } from '../../../db/schema'
import type { ScanRange } from './chain-cursor'
import { walletsByAddress } from './deposit-addresses'
import type { DepositNetwork } from './deposit-settings'
import { STABLECOIN_USD_RATE } from './deposit-settings'
import { REORG_FAILURE } from './reorg-failure'
import { formatUnits, parseUnits, usdValueOf } from './token-amounts'

/** ERC-20 `Transfer(address indexed from, address indexed to, uint256 value)`. */
const transferEvent = {
  type: 'event',
  name: 'Transfer',
  inputs: [
    { type: 'address', name: 'from', indexed: true },
    { type: 'address', name: 'to', indexed: true },
    { type: 'uint256', name: 'value', indexed: false },
  ],
} as const

/** Records the transfers to our addresses in `range`; answers how many logs matched. */
export async function scanTransfers(
  db: Kysely<DB>,
  client: PublicClient,
  network: DepositNetwork,
  range: ScanRange,
  head: bigint,
): Promise<number> {
  const tokens = new Map(network.tokens.map((token) => [token.contractAddress.toLowerCase(), token]))
  const logs = await client.getLogs({
    address: network.tokens.map((token) => token.contractAddress),
    event: transferEvent,
    fromBlock: range.from,
    toBlock: range.to,
  })
  const recipients = [...new Set(logs.map((log) => log.args.to?.toLowerCase()).filter((to) => to !== undefined))]
  const wallets = await walletsByAddress(db, network.id, recipients)
  let matched = 0
  for (const log of logs) {
    const to = log.args.to?.toLowerCase()
    const walletId = to === undefined ? undefined : wallets.get(to)
    const token = tokens.get(log.address.toLowerCase())
    const units = log.args.value
    if (walletId === undefined || !token || units === undefined || log.removed) continue
    matched += 1
    const belowMinimum = units < parseUnits(token.minDeposit, token.decimals)
    await db
      .insertInto('deposits')
      .values({
        wallet_id: walletId,
        payment_method: 'cobo',
        status: belowMinimum ? 'failed' : 'confirming',
        failure_reason: belowMinimum
          ? `Under the minimum deposit of ${token.minDeposit} ${token.coin}: not credited`
          : null,
        usd_amount: usdValueOf(units, token.decimals, STABLECOIN_USD_RATE),
        coin: token.coin,
        network_id: network.id,
        coin_amount: formatUnits(units, token.decimals),
        tx_hash: log.transactionHash,
        log_index: log.logIndex,
        block_number: log.blockNumber.toString(),
        block_hash: log.blockHash,
        to_address: log.args.to ?? null,
        confirmations: Number(head - log.blockNumber + 1n),
        required_confirmations: network.requiredConfirmations,
      })
      .onConflict((oc) =>
        oc
          .columns(['network_id', 'tx_hash', 'log_index'])
          .doUpdateSet((eb) => ({
            block_number: eb.ref('excluded.block_number'),
            block_hash: eb.ref('excluded.block_hash'),
            confirmations: eb.ref('excluded.confirmations'),
            status: 'confirming',
            failure_reason: null,
          }))
          .where((eb) =>
            eb.or([
              eb.and([
                eb('deposits.status', '=', 'confirming'),
                eb('deposits.block_hash', 'is distinct from', eb.ref('excluded.block_hash')),
              ]),
              // Found on the chain again, in any block (even the one it was dropped from, after
              // a re-org back or a drop on a node's passing view): it is confirming again.
              eb.and([eb('deposits.status', '=', 'failed'), eb('deposits.failure_reason', '=', REORG_FAILURE)]),
            ]),
          ),
      )
      .execute()
  }
  return matched
}
