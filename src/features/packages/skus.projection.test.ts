import { describe, expect, it } from 'vitest'
import type { StoredEvent } from '../../store/events'
import { foldEvents } from '../../store/projection'
import { GROWTH, PRO } from './packages-fixtures'
import { skusProjection } from './skus.projection'

const loaded = (list: unknown[]): StoredEvent => ({
  id: crypto.randomUUID(),
  type: 'packages.skus.loaded',
  v: 1,
  payload: { list },
  at: '2026-11-25T10:00:00.000Z',
  origin: 'server',
  scope: 'u1',
})

describe('the package catalogue read model', () => {
  it('is unknown until read, then the last answer whole', () => {
    expect(foldEvents(skusProjection, [])).toBeNull()
    expect(foldEvents(skusProjection, [loaded([GROWTH, PRO])])).toEqual([GROWTH, PRO])
    expect(foldEvents(skusProjection, [loaded([GROWTH, PRO]), loaded([PRO])])).toEqual([PRO])
  })
})
