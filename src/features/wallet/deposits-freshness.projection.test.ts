import { describe, expect, it } from 'vitest'
import type { Notice } from '../../../contract'
import type { StoredEvent } from '../../store/events'
import { foldEvents } from '../../store/projection'
import { depositsFreshnessProjection } from './deposits-freshness.projection'

const received = (type: Notice['type'], createdAt: string): StoredEvent => ({
  id: crypto.randomUUID(),
  type: 'notice.received',
  v: 1,
  payload: { id: 1, type, title: '', content: '', createdAt, read: false, expand: {} },
  at: createdAt,
  origin: 'socket',
  scope: 'u1',
})

describe('depositsFreshnessProjection', () => {
  it('starts with nothing changed', () => {
    expect(foldEvents(depositsFreshnessProjection, [])).toEqual({ changedAt: null })
  })

  it('a deposit notice marks deposit lists loaded before it as stale', () => {
    const state = foldEvents(depositsFreshnessProjection, [received('deposit', '2026-11-22T10:00:00.000Z')])
    expect(state).toEqual({ changedAt: '2026-11-22T10:00:00.000Z' })
  })

  it('other notices and an older deposit arriving late change nothing', () => {
    const state = foldEvents(depositsFreshnessProjection, [
      received('deposit', '2026-11-22T10:00:00.000Z'),
      received('low_balance', '2026-11-22T11:00:00.000Z'),
      received('deposit', '2026-11-22T09:00:00.000Z'),
    ])
    expect(state).toEqual({ changedAt: '2026-11-22T10:00:00.000Z' })
  })
})
