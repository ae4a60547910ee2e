// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RuForecast } from '../../../../contract/methods/reports-usage'
import { renderWithI18n } from '../../../../tests/setup/render'
import { ForecastText } from './usage-card'

const DAY = 86_400_000
const asOf = '2026-11-28T12:00:00.000Z'
const later = (days: number) => new Date(Date.parse(asOf) + days * DAY).toISOString()
const forecast = (overrides: Partial<RuForecast>): RuForecast => ({
  ruLeft: 1_200_000_000,
  dailyRate: 13_000_000,
  basedOnDays: 7,
  daysLeft: 92,
  runsOutAt: later(92),
  topsUp: false,
  lapsesAt: null,
  asOf,
  ...overrides,
})

async function wordsOf(value: RuForecast): Promise<string> {
  await renderWithI18n(
    <p data-testid="words">
      <ForecastText forecast={value} />
    </p>,
  )
  return screen.getByTestId('words').textContent ?? ''
}

describe('the RU forecast', () => {
  it('says when the RU run out, when no package ends first', async () => {
    expect(await wordsOf(forecast({ lapsesAt: later(120) }))).toMatch(/^Runs out in about 92 days \(around /)
  })

  it('says the package ends first and what is left lapses, when it does', async () => {
    const words = await wordsOf(forecast({ lapsesAt: later(30) }))
    expect(words).toMatch(/^At the recent rate your package ends first, on Dec 28, 2026: what is left then lapses\.$/)
  })

  it('says what lapses when nothing is being spent', async () => {
    const words = await wordsOf(forecast({ dailyRate: 0, daysLeft: null, runsOutAt: null, lapsesAt: later(30) }))
    expect(words).toBe('Nothing spent lately: what is left lapses when your package ends on Dec 28, 2026.')
  })

  it('reads a forecast stored before lapses were told as before', async () => {
    const { lapsesAt: _dropped, ...stored } = forecast({})
    expect(await wordsOf(stored)).toMatch(/^Runs out in about 92 days/)
  })
})
