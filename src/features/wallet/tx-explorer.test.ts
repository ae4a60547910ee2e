/** Explorer links only where the network has an explorer, and only for well-formed hashes. */
import { describe, expect, it } from 'vitest'
import { explorerTxUrl, shortHash } from './tx-explorer'

const hash = `0x${'ab'.repeat(32)}`

describe('transaction links', () => {
  it('link to the network’s explorer', () => {
    expect(explorerTxUrl('ethereum-mainnet', hash)).toBe(`https://etherscan.io/tx/${hash}`)
  })

  it('none for a network without an explorer (the development chain) or without a network', () => {
    expect(explorerTxUrl('hubdeck-devnet', hash)).toBeNull()
    expect(explorerTxUrl(null, hash)).toBeNull()
  })

  it('none for a hash that is not one, so nothing odd reaches a link', () => {
    expect(explorerTxUrl('ethereum-mainnet', 'javascript:alert(1)')).toBeNull()
  })

  it('shortens a hash to its ends', () => {
    expect(shortHash(hash)).toBe('0xababab…ababab')
    expect(shortHash('0x1234')).toBe('0x1234')
  })
})
