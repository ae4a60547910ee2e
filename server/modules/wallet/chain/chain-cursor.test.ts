import { describe, expect, it } from 'vitest'
import { nextScanRange } from './chain-cursor'

const base = { startBlock: 0n, rescanDepth: 3, maxBlocks: 1000, mayReset: false }

describe('the next blocks to scan', () => {
  it('starts at the start block, or at the head when the network has none', () => {
    expect(nextScanRange({ ...base, cursor: null, head: 10n })).toEqual({ from: 0n, to: 10n })
    expect(nextScanRange({ ...base, startBlock: null, cursor: null, head: 10n })).toEqual({ from: 10n, to: 10n })
  })

  it('reaches back the re-scan depth behind the cursor, even with no new block', () => {
    expect(nextScanRange({ ...base, cursor: 10n, head: 12n })).toEqual({ from: 8n, to: 12n })
    expect(nextScanRange({ ...base, cursor: 12n, head: 12n })).toEqual({ from: 10n, to: 12n })
    expect(nextScanRange({ ...base, cursor: 1n, head: 2n })).toEqual({ from: 0n, to: 2n })
  })

  it('catches up in bounded steps', () => {
    expect(nextScanRange({ ...base, maxBlocks: 100, cursor: 1_000n, head: 5_000n })).toEqual({ from: 998n, to: 1_097n })
  })

  it('scans a chain begun anew from 0, but waits for a remote node that is behind', () => {
    expect(nextScanRange({ ...base, mayReset: true, cursor: 500n, head: 4n })).toEqual({ from: 0n, to: 4n })
    expect(nextScanRange({ ...base, mayReset: false, cursor: 500n, head: 4n })).toBeNull()
  })
})
