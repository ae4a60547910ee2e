// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest'
import { loadLocale } from '../../tests/setup/render'
import { DATE_FORMAT, formatDate, formatRelative, formatRemaining } from './dates'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

afterAll(() => loadLocale('en'))

describe('formatDate', () => {
  it('uses the default format YYYY-MM-DD HH:mm', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DD HH:mm')
    expect(formatDate(new Date(2026, 10, 22, 9, 5, 59))).toBe('2026-11-22 09:05')
    expect(formatDate(new Date(2026, 0, 2, 23, 7).getTime())).toBe('2026-01-02 23:07')
    expect(formatDate('2026-03-04T05:06:00')).toBe('2026-03-04 05:06')
  })

  it('reads a date or date-time without a zone as local time, like dayjs did', () => {
    expect(formatDate('2026-03-04')).toBe('2026-03-04 00:00')
    expect(formatDate('2026-03-04 05:06')).toBe('2026-03-04 05:06')
    expect(formatDate('2026-03-04T05:06:07.891')).toBe('2026-03-04 05:06')
  })

  it('converts a date-time with a zone to local time', () => {
    const utc = new Date(Date.UTC(2026, 2, 4, 23, 30))
    const local = `${utc.getFullYear()}-${String(utc.getMonth() + 1).padStart(2, '0')}-${String(utc.getDate()).padStart(2, '0')} ${String(utc.getHours()).padStart(2, '0')}:${String(utc.getMinutes()).padStart(2, '0')}`
    expect(formatDate('2026-03-04T23:30:00Z')).toBe(local)
    expect(formatDate('2026-03-05T07:30:00+08:00')).toBe(local)
  })

  it('writes the same digits in Chinese', async () => {
    await loadLocale('zh')
    expect(formatDate(new Date(2026, 10, 22, 9, 5))).toBe('2026-11-22 09:05')
    await loadLocale('en')
  })

  it('returns an empty string for something that is not a date', () => {
    expect(formatDate('not a date')).toBe('')
    expect(formatDate(Number.NaN)).toBe('')
    expect(formatDate(new Date(Number.NaN))).toBe('')
  })
})

describe('formatRemaining in English', () => {
  it.each([
    [0, '1 min'],
    [-5 * SECOND, '1 min'],
    [59 * SECOND, '1 min'],
    [60 * SECOND, '1 min'],
    [5 * MINUTE + 59 * SECOND, '5 min'],
    [59 * MINUTE, '59 min'],
    [60 * MINUTE, '1 h'],
    [3 * HOUR + 59 * MINUTE, '3 h'],
    [23 * HOUR + 59 * MINUTE, '23 h'],
    [24 * HOUR, '1 day'],
    [47 * HOUR, '1 day'],
    [48 * HOUR, '2 days'],
  ])('%i ms reads "%s"', async (ms, text) => {
    await loadLocale('en')
    expect(formatRemaining(ms)).toBe(text)
  })
})

describe('formatRemaining in Chinese', () => {
  it.each([
    [0, '1 分钟'],
    [59 * SECOND, '1 分钟'],
    [60 * SECOND, '1 分钟'],
    [59 * MINUTE, '59 分钟'],
    [60 * MINUTE, '1 小时'],
    [23 * HOUR + 59 * MINUTE, '23 小时'],
    [24 * HOUR, '1 天'],
    [48 * HOUR, '2 天'],
  ])('%i ms reads "%s"', async (ms, text) => {
    await loadLocale('zh')
    expect(formatRemaining(ms)).toBe(text)
  })
})

describe('formatRelative', () => {
  it.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [5 * MINUTE, '5 min ago'],
    [3 * HOUR, '3 h ago'],
    [DAY, '1 day ago'],
    [2 * DAY, '2 days ago'],
  ])('in English %i ms ago reads "%s"', async (ms, text) => {
    await loadLocale('en')
    expect(formatRelative(ms)).toBe(text)
  })

  it.each([
    [0, '刚刚'],
    [5 * MINUTE, '5 分钟前'],
    [3 * HOUR, '3 小时前'],
    [2 * DAY, '2 天前'],
  ])('in Chinese %i ms ago reads "%s"', async (ms, text) => {
    await loadLocale('zh')
    expect(formatRelative(ms)).toBe(text)
  })
})
