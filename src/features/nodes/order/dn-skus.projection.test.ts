import { describe, expect, it } from 'vitest'
import type { StoredEvent } from '../../../store/events'
import { foldEvents } from '../../../store/projection'
import { dnSkusProjection } from './dn-skus.projection'
import { CHAINS, DEVNET_SKU, GETH_SKU } from './order-fixtures'

const loaded = (list: unknown[]): StoredEvent => ({
  id: crypto.randomUUID(),
  type: 'nodes.skus.loaded',
  v: 1,
  payload: { list, chains: CHAINS },
  at: '2026-11-25T10:00:00.000Z',
  origin: 'server',
  scope: 'u1',
})

describe('the dedicated-node catalogue read model', () => {
  it('is unknown until read, then the last answer whole with its chains', () => {
    expect(foldEvents(dnSkusProjection, [])).toBeNull()
    expect(foldEvents(dnSkusProjection, [loaded([DEVNET_SKU, GETH_SKU])])).toEqual({
      skus: [DEVNET_SKU, GETH_SKU],
      chains: CHAINS,
    })
    expect(foldEvents(dnSkusProjection, [loaded([DEVNET_SKU, GETH_SKU]), loaded([GETH_SKU])])?.skus).toEqual([GETH_SKU])
  })
})
