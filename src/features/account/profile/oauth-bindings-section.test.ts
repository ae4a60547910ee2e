import { describe, expect, it } from 'vitest'
import { providerRows } from './oauth-bindings-section'

const bound = (provider: string) => ({
  provider,
  account: `${provider}@example.com`,
  boundAt: '2026-01-01T00:00:00.000Z',
})

describe('providerRows', () => {
  it('lists the offered providers in order, each with its binding if any', () => {
    const rows = providerRows(
      [
        { id: 'github', name: 'GitHub' },
        { id: 'google', name: 'Google' },
      ],
      [bound('google')],
    )
    expect(rows.map((row) => [row.provider.name, row.binding?.account ?? null])).toEqual([
      ['GitHub', null],
      ['Google', 'google@example.com'],
    ])
  })

  it('still lists a bound identity whose provider is no longer offered, so it can be disconnected', () => {
    const rows = providerRows([{ id: 'github', name: 'GitHub' }], [bound('legacy')])
    expect(rows.map((row) => row.provider.id)).toEqual(['github', 'legacy'])
    expect(rows[1]?.binding?.provider).toBe('legacy')
  })
})
