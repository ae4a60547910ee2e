/** An API key as the server answers one, for the feature's unit tests. */
import type { ApiKey } from '../../../contract/methods/api-keys'

export function apiKeyFixture(id: number, overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id,
    name: `Key ${id}`,
    key: `secret${id}`.padEnd(32, 'x'),
    status: 'online',
    features: { archive_mode: false, mev_protection: false, bundler: false },
    bundler: 'default',
    mev: '',
    whitelist: [],
    frozen: false,
    previousKeyValidUntil: null,
    createdAt: `2026-11-0${Math.min(id, 9)}T10:00:00.000Z`,
    updatedAt: `2026-11-0${Math.min(id, 9)}T10:00:00.000Z`,
    ...overrides,
  }
}
