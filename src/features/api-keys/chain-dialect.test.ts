/** Each chain family names its own methods; eth_getLogs stays with EVM. */
import { describe, expect, it } from 'vitest'
import { chainDialect, logLimitOf } from './chain-dialect'

describe('the dialect of a chain', () => {
  it('gives each family of the catalogue its first call and log query', () => {
    expect(chainDialect({ id: 'ethereum', family: 'evm' })).toMatchObject({
      kind: 'evm',
      firstMethod: 'eth_blockNumber',
      logQuery: { method: 'eth_getLogs', unit: 'blocks' },
    })
    expect(chainDialect({ id: 'solana', family: 'solana' })).toMatchObject({
      kind: 'solana',
      firstMethod: 'getSlot',
      logQuery: { method: 'getSignaturesForAddress', unit: 'signatures' },
    })
    expect(chainDialect({ id: 'sui', family: 'other' })).toMatchObject({
      kind: 'sui',
      firstMethod: 'sui_getLatestCheckpointSequenceNumber',
      logQuery: { method: 'suix_queryEvents', unit: 'events' },
    })
  })

  it('names no methods for a chain of the other family it does not know', () => {
    expect(chainDialect({ id: 'aptos', family: 'other' })).toBeNull()
  })
})

describe('the log limit line of a network', () => {
  const evm = chainDialect({ id: 'base', family: 'evm' })
  const solana = chainDialect({ id: 'solana', family: 'solana' })
  const sui = chainDialect({ id: 'sui', family: 'other' })

  it('on EVM states the eth_getLogs block range, or that there is none', () => {
    expect(logLimitOf(evm, 10_000)).toEqual({ method: 'eth_getLogs', unit: 'blocks', limit: 10_000 })
    expect(logLimitOf(evm, null)).toEqual({ method: 'eth_getLogs', unit: 'blocks', limit: null })
  })

  it('elsewhere names the chain’s own method when a limit applies, and says nothing otherwise', () => {
    expect(logLimitOf(solana, 1_000)).toEqual({ method: 'getSignaturesForAddress', unit: 'signatures', limit: 1_000 })
    expect(logLimitOf(sui, 50)).toEqual({ method: 'suix_queryEvents', unit: 'events', limit: 50 })
    expect(logLimitOf(solana, null)).toBeNull()
    expect(logLimitOf(sui, null)).toBeNull()
    expect(logLimitOf(null, 10_000)).toBeNull()
  })
})
