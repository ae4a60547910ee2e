import { describe, expect, it } from 'vitest'
import { timeOfSeconds, timeTickLabels } from './time-axis'

/** Unix seconds of a local time, as uPlot's ticks are (the labels are in local time, in any zone). */
const at = (year: number, month: number, day: number, hour = 0) => new Date(year, month - 1, day, hour).getTime() / 1000
const HOUR = 3600
const DAY = 24 * HOUR

describe('timeTickLabels', () => {
  const hours = [at(2026, 11, 27, 12), at(2026, 11, 27, 18), at(2026, 11, 28, 0), at(2026, 11, 28, 6)]

  it('reads hours on a 24-hour clock, with the day under the first tick of each day', () => {
    expect(timeTickLabels(hours, 6 * HOUR, 'en')).toEqual(['12:00\nNov 27', '18:00', '00:00\nNov 28', '06:00'])
    expect(timeTickLabels(hours, 6 * HOUR, 'zh')).toEqual(['12:00\n11月27日', '18:00', '00:00\n11月28日', '06:00'])
  })

  it('reads days with the year under the first tick of each year', () => {
    const days = [at(2026, 12, 30), at(2026, 12, 31), at(2027, 1, 1), at(2027, 1, 2)]
    expect(timeTickLabels(days, DAY, 'en')).toEqual(['Dec 30\n2026', 'Dec 31', 'Jan 1\n2027', 'Jan 2'])
    expect(timeTickLabels(days, DAY, 'zh')).toEqual(['12月30日\n2026年', '12月31日', '1月1日\n2027年', '1月2日'])
  })

  it('reads months with their year likewise', () => {
    const months = [at(2026, 11, 1), at(2026, 12, 1), at(2027, 1, 1)]
    expect(timeTickLabels(months, 30 * DAY, 'en')).toEqual(['Nov\n2026', 'Dec', 'Jan\n2027'])
    expect(timeTickLabels(months, 30 * DAY, 'zh')).toEqual(['11月\n2026年', '12月', '1月\n2027年'])
  })

  it('has no English left in a Chinese axis (uPlot’s own labels were "6am", "12pm", "11/27/26")', () => {
    const labels = timeTickLabels(hours, 6 * HOUR, 'zh').join(' ')
    expect(labels).not.toMatch(/am|pm|Nov|\d+\/\d+\/\d+/i)
  })
})

describe('timeOfSeconds', () => {
  it('reads the moment under the cursor as the table does, and a gap as a dash', () => {
    const table = (time: string) => `table:${new Date(time).getTime()}`
    expect(timeOfSeconds(at(2026, 11, 27, 6), table)).toBe(`table:${at(2026, 11, 27, 6) * 1000}`)
    expect(timeOfSeconds(null, table)).toBe('–')
  })
})
