/** Each query's figures are stored on their own, replaced when read again, and the oldest dropped past the bound. */
import { describe, expect, it } from 'vitest'
import { foldEvents } from '../../store/projection'
import { figures, loaded, statisticsQuery } from './statistics-fixtures'
import { MAX_STORED_STATISTICS, statisticsProjection, storedStatistics } from './statistics.projection'

describe('statisticsProjection', () => {
  it('keeps each query apart and the newest answer of each, with when it arrived', () => {
    const account = statisticsQuery()
    const key = statisticsQuery({ scope: 'apikey', apikeyId: 7 })
    const state = foldEvents(statisticsProjection, [
      loaded(account, figures(3), '2026-11-26T10:00:00.000Z'),
      loaded(key, figures(9)),
      loaded(account, figures(5), '2026-11-26T11:00:00.000Z'),
    ])
    expect(storedStatistics(state, account)).toMatchObject({ loadedAt: '2026-11-26T11:00:00.000Z' })
    expect(storedStatistics(state, account)?.figures.timeline.totals.requests).toBe(5)
    expect(storedStatistics(state, key)?.figures.timeline.totals.requests).toBe(9)
    expect(storedStatistics(state, statisticsQuery({ networkId: 'ethereum-mainnet' }))).toBeNull()
    expect(state.answers).toHaveLength(2)
  })

  it('keeps at most MAX_STORED_STATISTICS answers, dropping the least recently read', () => {
    const events = Array.from({ length: MAX_STORED_STATISTICS + 2 }, (_, index) =>
      loaded(statisticsQuery({ keysPage: index + 1 }), figures(index + 1)),
    )
    const state = foldEvents(statisticsProjection, events)
    expect(state.answers).toHaveLength(MAX_STORED_STATISTICS)
    expect(storedStatistics(state, statisticsQuery({ keysPage: 1 }))).toBeNull()
    expect(storedStatistics(state, statisticsQuery({ keysPage: 2 }))).toBeNull()
    expect(storedStatistics(state, statisticsQuery({ keysPage: MAX_STORED_STATISTICS + 2 }))).not.toBeNull()
  })

  it('moves an answer read again to the newest end, so it is kept', () => {
    const first = statisticsQuery({ keysPage: 1 })
    const events = [
      loaded(first, figures(1)),
      ...Array.from({ length: MAX_STORED_STATISTICS - 1 }, (_, index) =>
        loaded(statisticsQuery({ keysPage: index + 2 }), figures(1)),
      ),
      loaded(first, figures(2)),
      loaded(statisticsQuery({ keysPage: 99 }), figures(1)),
    ]
    const state = foldEvents(statisticsProjection, events)
    expect(storedStatistics(state, first)?.figures.timeline.totals.requests).toBe(2)
    expect(storedStatistics(state, statisticsQuery({ keysPage: 2 }))).toBeNull()
  })
})
