// @vitest-environment happy-dom
/** The overview's rate-limit card: the tier its package brings, and its rates grouped as every figure is. */
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { LimitInfo } from '../../../../contract'
import { renderWithI18n } from '../../../../tests/setup/render'
import type { View } from '../../../store/event-log'
import { LimitCard } from './limit-card'

const view = vi.hoisted(() => ({ current: undefined as View<LimitInfo | null> | undefined }))
vi.mock('../../../store/use-view', () => ({ useView: () => view.current }))

const pro: LimitInfo = {
  currentLimitRate: 500,
  currentLimitRateLevel: 'pro',
  currentLimitRateOrder: 2,
  currentLimitRateValue: 10_000,
  currentLimitRateLevelView: 'Tier 3',
  currentLimitRateTitleView: 'Pro',
}

describe('the rate-limit card', () => {
  it('tells the tier and its rates, with thousands grouped', async () => {
    view.current = { state: pro, syncedAt: null, pending: 0 }
    await renderWithI18n(<LimitCard />)
    expect(screen.getByText('Pro · Tier 3')).toBeTruthy()
    expect(screen.getByText('500 requests/s · 10,000 RU/s')).toBeTruthy()
  })

  it('in Chinese too', async () => {
    view.current = { state: pro, syncedAt: null, pending: 0 }
    await renderWithI18n(<LimitCard />, { locale: 'zh' })
    expect(screen.getByText('500 次请求/秒 · 10,000 RU/秒')).toBeTruthy()
  })
})
