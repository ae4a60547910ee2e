/**
 * Follows one network: at each new head (or each poll), scans the blocks after its cursor (and a
 * few before, see chain-cursor.ts) for transfers to our addresses, moves the cursor, and settles
 * the open deposits (deposit-settlement.ts). Everything it writes is idempotent, so a restart, a
 * re-scan or a second server instance on the same database credits nothing twice.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { PublicClient } from 'viem'
import type { DB } from '../../../db/schema'
import { forgetCursor, nextScanRange, readCursor, saveCursor } from './chain-cursor'
import { settleOpenDeposits } from './deposit-settlement'
import type { DepositNetwork } from './deposit-settings'
import { IN_PROCESS } from './deposit-settings'
import { scanTransfers } from './transfer-scan'

/** Blocks per `eth_getLogs`: public nodes refuse wide ranges; catching up takes several scans. */
const MAX_BLOCKS_PER_SCAN = 1_000

/** A running watcher. */
export interface DepositWatcher {
  /** Look at the chain now rather than at the next poll (a new head was announced). */
  wake(): void
  /** Finishes the scan in progress and stops. */
  stop(): Promise<void>
}

/** Starts watching `network` through `client`. `freshChain`: the chain began anew (dev chain). */
export function startDepositWatcher(input: {
  db: Kysely<DB>
  client: PublicClient
  network: DepositNetwork
  log: FastifyBaseLogger
  freshChain: boolean
}): DepositWatcher {
  const { db, client, network, log } = input
  let stopped = false
  let wakeUp: (() => void) | undefined
  let woken = false
  let forgetOldCursor = input.freshChain

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve()
      const timer = setTimeout(() => resolve(), ms)
      wakeUp = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  /** One look at the chain; answers true when the cursor is still behind the head. */
  const tick = async (): Promise<boolean> => {
    // A chain begun anew is scanned from its start block, whatever cursor another watcher
    // (another instance, or this one before a restart) saves between the forget and the read:
    // reading it back after the forget let such a save skip the re-scan. Until that scan is done
    // (a look can fail), every look starts over from the start block.
    const fresh = forgetOldCursor
    if (fresh) await forgetCursor(db, network.id)
    const head = await client.getBlockNumber()
    const range = nextScanRange({
      cursor: fresh ? null : await readCursor(db, network.id),
      head,
      startBlock: network.startBlock,
      rescanDepth: network.requiredConfirmations,
      maxBlocks: MAX_BLOCKS_PER_SCAN,
      mayReset: network.rpcUrl === IN_PROCESS,
    })
    if (range) {
      await scanTransfers(db, client, network, range, head)
      await saveCursor(db, network.id, range.to)
    }
    forgetOldCursor = false
    const settled = await settleOpenDeposits(db, client, network, head)
    if (settled.credited || settled.dropped)
      log.info({ network: network.id, head: head.toString(), ...settled }, 'deposits settled')
    return range !== null && range.to < head
  }

  const running = (async () => {
    while (!stopped) {
      woken = false
      let behind = false
      try {
        behind = await tick()
      } catch (error) {
        if (!stopped) log.warn({ err: error, network: network.id }, 'deposit watcher: this look at the chain failed')
      }
      if (!behind) await pause(network.blockTimeMs)
    }
  })()

  return {
    wake() {
      woken = true
      wakeUp?.()
    },
    async stop() {
      stopped = true
      wakeUp?.()
      await running
    },
  }
}
