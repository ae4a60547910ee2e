import { describe, expect, it } from 'vitest'
import { readDepositSearch } from './deposit-search'

describe('the charge page query', () => {
  it('opens crypto by default and card when asked', () => {
    expect(readDepositSearch({})).toEqual({ method: 'crypto', order: null })
    expect(readDepositSearch({ method: 'card' })).toEqual({ method: 'card', order: null })
  })

  it('an order being paid opens the card tab to follow it', () => {
    expect(readDepositSearch({ order: 'ord_12' })).toEqual({ method: 'card', order: 'ord_12' })
  })

  it('ignores anything else', () => {
    expect(readDepositSearch({ method: 'cash', order: 12 })).toEqual({ method: 'crypto', order: null })
    expect(readDepositSearch({ order: '<script>' })).toEqual({ method: 'crypto', order: null })
  })
})
