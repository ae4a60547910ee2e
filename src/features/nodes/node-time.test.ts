// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest'
import { loadLocale } from '../../../tests/setup/render'
import { nodeTimeAt } from './node-time'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const END = '2026-12-27T12:00:00.000Z'
const before = (ms: number) => Date.parse(END) - ms

afterAll(() => loadLocale('en'))

describe('a node’s time left', () => {
  it.each([
    [30 * SECOND, '1 min'],
    [5 * MINUTE, '5 min'],
    [3 * HOUR, '3 h'],
    [2 * DAY, '2 days'],
  ])('%i ms before its end reads "%s"', async (ms, words) => {
    await loadLocale('en')
    expect(nodeTimeAt({ expiresAt: END, releasesAt: null }, before(ms))).toEqual({
      kind: 'running',
      left: words,
      endsAt: END,
    })
  })

  it.each([
    [30 * SECOND, '1 分钟'],
    [5 * MINUTE, '5 分钟'],
    [3 * HOUR, '3 小时'],
    [2 * DAY, '2 天'],
  ])('%i ms before its end reads "%s" in Chinese', async (ms, words) => {
    await loadLocale('zh')
    expect(nodeTimeAt({ expiresAt: END, releasesAt: null }, before(ms))).toMatchObject({ left: words })
  })

  it('has not started while pending, and has ended at its end', () => {
    expect(nodeTimeAt({ expiresAt: null, releasesAt: null }, Date.parse(END))).toEqual({ kind: 'notStarted' })
    const releasesAt = '2027-01-03T12:00:00.000Z'
    expect(nodeTimeAt({ expiresAt: END, releasesAt }, Date.parse(END))).toEqual({
      kind: 'ended',
      endedAt: END,
      releasesAt,
    })
  })
})
