/**
 * What each chain family's endpoints speak (issue 21): the call a customer tries first and the
 * log query whose limit the network states. The endpoint list and the code snippets read it, so
 * an EVM method never shows beside a Solana or Sui endpoint. Pure, tested on its own.
 */
import type { Chain } from '../../../contract/methods/system'

/** What a log query's limit counts: EVM a block range, the others results per call. */
export type LogLimitUnit = 'blocks' | 'signatures' | 'events'

export interface ChainDialect {
  /** Which client libraries fit: the snippets' JavaScript differs per kind. */
  kind: 'evm' | 'solana' | 'sui'
  /** A read without parameters that proves the key works. */
  firstMethod: string
  /** The range-limited (or count-limited) history query, whose limit `getLogsBlockRange` holds. */
  logQuery: { method: string; unit: LogLimitUnit }
}

const EVM: ChainDialect = {
  kind: 'evm',
  firstMethod: 'eth_blockNumber',
  logQuery: { method: 'eth_getLogs', unit: 'blocks' },
}

const SOLANA: ChainDialect = {
  kind: 'solana',
  firstMethod: 'getSlot',
  logQuery: { method: 'getSignaturesForAddress', unit: 'signatures' },
}

const SUI: ChainDialect = {
  kind: 'sui',
  firstMethod: 'sui_getLatestCheckpointSequenceNumber',
  logQuery: { method: 'suix_queryEvents', unit: 'events' },
}

/**
 * The chain's dialect; null for a chain of the `other` family this app does not know, which then
 * shows no method names rather than wrong ones. The contract files Sui under `other` (its only
 * such chain today), so within `other` the chain's id tells.
 */
export function chainDialect(chain: Pick<Chain, 'id' | 'family'>): ChainDialect | null {
  switch (chain.family) {
    case 'evm':
      return EVM
    case 'solana':
      return SOLANA
    case 'other':
      return chain.id === 'sui' ? SUI : null
  }
}

/**
 * The log-query limit line of a network: EVM always states its block range (or that there is
 * none); the others only when the catalogue gives them a limit, since "no limit" on a method the
 * reader may not use is noise.
 */
export function logLimitOf(
  dialect: ChainDialect | null,
  limit: number | null,
): { method: string; unit: LogLimitUnit; limit: number | null } | null {
  if (!dialect) return null
  if (dialect.kind !== 'evm' && limit === null) return null
  return { ...dialect.logQuery, limit }
}
