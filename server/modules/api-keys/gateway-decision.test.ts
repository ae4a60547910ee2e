import { describe, expect, it } from 'vitest'
import { decideGatewayRequest, type GatewayKey, type GatewayRequest } from './gateway-decision'

const NOW = new Date('2026-11-23T12:00:00.000Z')
const GRACE_END = new Date('2026-11-23T13:00:00.000Z')

const key: GatewayKey = {
  secret: 'current-secret-0123456789abcdef',
  previousSecret: 'previous-secret-0123456789abcdef',
  previousSecretValidUntil: GRACE_END,
  frozen: false,
  deleted: false,
  features: { archive_mode: false, mev_protection: false, bundler: false },
  whitelist: [],
}

const request: GatewayRequest = {
  secret: key.secret,
  origin: 'https://app.example.com',
  ip: '203.0.113.7',
  network: 'eth-mainnet',
  method: 'eth_blockNumber',
  now: NOW,
}

const at = (ms: number) => new Date(GRACE_END.getTime() + ms)
const withFeatures = (features: Partial<GatewayKey['features']>): GatewayKey => ({
  ...key,
  features: { ...key.features, ...features },
})

describe('decideGatewayRequest', () => {
  it.each<[string, GatewayKey | null, Partial<GatewayRequest>, string | null]>([
    ['the current secret is allowed', key, {}, null],
    ['no key is unknown', null, {}, 'unknown_key'],
    ['a deleted key is unknown, even with its secret', { ...key, deleted: true }, {}, 'unknown_key'],
    ['a wrong secret is unknown', key, { secret: 'current-secret-0123456789abcdeX' }, 'unknown_key'],
    ['a prefix of the secret is unknown', key, { secret: 'current-secret' }, 'unknown_key'],
    ['an empty secret is unknown', key, { secret: '' }, 'unknown_key'],
    [
      'a deleted key with an unknown secret is unknown, not rotated out',
      { ...key, deleted: true },
      { secret: key.previousSecret!, now: at(1) },
      'unknown_key',
    ],
    [
      'the previous secret 1 ms before the grace end is allowed',
      key,
      { secret: key.previousSecret!, now: at(-1) },
      null,
    ],
    [
      'the previous secret at the grace end is rotated out',
      key,
      { secret: key.previousSecret!, now: at(0) },
      'rotated_out',
    ],
    ['the previous secret 1 ms after is rotated out', key, { secret: key.previousSecret!, now: at(1) }, 'rotated_out'],
    [
      'a previous secret without a grace end is rotated out',
      { ...key, previousSecretValidUntil: null },
      { secret: key.previousSecret! },
      'rotated_out',
    ],
    ['the current secret still works after the grace end', key, { now: at(86_400_000) }, null],
    [
      'rotated out is named before frozen',
      { ...key, frozen: true },
      { secret: key.previousSecret!, now: at(1) },
      'rotated_out',
    ],
    ['a frozen key is refused', { ...key, frozen: true }, {}, 'frozen'],
    [
      'a frozen key is refused with the previous secret in grace',
      { ...key, frozen: true },
      { secret: key.previousSecret! },
      'frozen',
    ],
    ['frozen is named before the whitelist', { ...key, frozen: true, whitelist: ['198.51.100.1'] }, {}, 'frozen'],
    ['an IP in the whitelist is allowed', { ...key, whitelist: ['203.0.113.0/24'] }, {}, null],
    ['an IP outside the whitelist is refused', { ...key, whitelist: ['198.51.100.0/24'] }, {}, 'whitelist'],
    ['an origin in the whitelist is allowed', { ...key, whitelist: ['*.example.com'] }, { ip: null }, null],
    ['an origin outside the whitelist is refused', { ...key, whitelist: ['example.org'] }, {}, 'whitelist'],
    [
      'the whitelist is named before a missing feature',
      { ...key, whitelist: ['example.org'] },
      { method: 'eth_sendUserOperation' },
      'whitelist',
    ],
    [
      'a bundler method without the bundler is refused',
      key,
      { method: 'eth_sendUserOperation' },
      'feature_not_enabled',
    ],
    [
      'eth_estimateUserOperationGas needs the bundler',
      key,
      { method: 'eth_estimateUserOperationGas' },
      'feature_not_enabled',
    ],
    [
      'eth_getUserOperationByHash needs the bundler',
      key,
      { method: 'eth_getUserOperationByHash' },
      'feature_not_enabled',
    ],
    [
      'eth_getUserOperationReceipt needs the bundler',
      key,
      { method: 'eth_getUserOperationReceipt' },
      'feature_not_enabled',
    ],
    ['eth_supportedEntryPoints needs the bundler', key, { method: 'eth_supportedEntryPoints' }, 'feature_not_enabled'],
    [
      'a bundler method with the bundler is allowed',
      withFeatures({ bundler: true }),
      { method: 'eth_sendUserOperation' },
      null,
    ],
    ['debug_ without archive mode is refused', key, { method: 'debug_traceTransaction' }, 'feature_not_enabled'],
    ['trace_ without archive mode is refused', key, { method: 'trace_block' }, 'feature_not_enabled'],
    [
      'debug_ with archive mode is allowed',
      withFeatures({ archive_mode: true }),
      { method: 'debug_traceTransaction' },
      null,
    ],
    ['trace_ with archive mode is allowed', withFeatures({ archive_mode: true }), { method: 'trace_block' }, null],
    [
      'archive mode does not enable the bundler',
      withFeatures({ archive_mode: true }),
      { method: 'eth_getUserOperationReceipt' },
      'feature_not_enabled',
    ],
    ['eth_sendRawTransaction without MEV protection is allowed', key, { method: 'eth_sendRawTransaction' }, null],
    [
      'eth_sendRawTransaction with MEV protection is allowed',
      withFeatures({ mev_protection: true }),
      { method: 'eth_sendRawTransaction' },
      null,
    ],
    ['an ordinary state read needs no feature', key, { method: 'eth_getBalance' }, null],
  ])('%s', (_, gatewayKey, overrides, rule) => {
    const decision = decideGatewayRequest(gatewayKey, { ...request, ...overrides })
    expect(decision).toEqual(rule === null ? { allowed: true } : { allowed: false, rule })
  })
})
