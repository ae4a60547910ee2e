import { describe, expect, it } from 'vitest'
import { isFreeAllowanceDue, isOutOfRu, type RuStanding } from './ru-standing'

const NOW = new Date('2026-11-23T12:00:00.000Z')
const DAY = 86_400_000
const at = (days: number) => NOW.getTime() + days * DAY
const THIS_MONTH = Date.parse('2026-11-01T00:00:00.000Z')

const empty: RuStanding = { withRu: [], paid: [], lastFreeStart: null, arrearsBlocked: false }

describe('isOutOfRu: the out_of_ru rule read at an instant', () => {
  it.each<[string, RuStanding, Date, boolean]>([
    ['an owner that never had a grant has its free allowance due', empty, NOW, false],
    [
      'a live grant with RU left',
      { ...empty, withRu: [{ startsAt: at(-1), expiresAt: at(1) }], lastFreeStart: THIS_MONTH },
      NOW,
      false,
    ],
    [
      'a never-expiring top-up with RU left',
      { ...empty, withRu: [{ startsAt: at(-9), expiresAt: null }], lastFreeStart: THIS_MONTH },
      NOW,
      false,
    ],
    [
      'the grant with RU ended a millisecond ago (no signal needed)',
      { ...empty, withRu: [{ startsAt: at(-30), expiresAt: NOW.getTime() }], lastFreeStart: THIS_MONTH },
      NOW,
      true,
    ],
    [
      'a renewal queued to start later does not count yet…',
      {
        ...empty,
        withRu: [{ startsAt: at(1), expiresAt: at(31) }],
        paid: [{ startsAt: at(1), expiresAt: at(31) }],
        lastFreeStart: THIS_MONTH,
      },
      NOW,
      true,
    ],
    [
      '…and does from its start',
      {
        ...empty,
        withRu: [{ startsAt: at(1), expiresAt: at(31) }],
        paid: [{ startsAt: at(1), expiresAt: at(31) }],
        lastFreeStart: THIS_MONTH,
      },
      new Date(at(1)),
      false,
    ],
    ['this month’s free allowance used up', { ...empty, lastFreeStart: THIS_MONTH + DAY }, NOW, true],
    [
      'last month’s free allowance used up: this month’s is due',
      { ...empty, lastFreeStart: THIS_MONTH - DAY },
      NOW,
      false,
    ],
    [
      'a live paid package used up: no free allowance beside it',
      { ...empty, paid: [{ startsAt: at(-1), expiresAt: at(29) }] },
      NOW,
      true,
    ],
    [
      'arrears above a top-up refuse even with RU left',
      { ...empty, withRu: [{ startsAt: at(-1), expiresAt: null }], arrearsBlocked: true },
      NOW,
      true,
    ],
  ])('%s', (_name, standing, now, out) => {
    expect(isOutOfRu(standing, now)).toBe(out)
  })

  it('counts calendar months in UTC', () => {
    const lastFreeStart = Date.parse('2026-11-30T23:59:59.999Z')
    expect(isFreeAllowanceDue({ paid: [], lastFreeStart }, new Date('2026-11-30T23:59:59.999Z'))).toBe(false)
    expect(isFreeAllowanceDue({ paid: [], lastFreeStart }, new Date('2026-12-01T00:00:00.000Z'))).toBe(true)
  })
})
