import { describe, expect, it } from 'vitest'
import {
  decideGatewayRequest,
  featureNeededBy,
  type GatewayDecision,
  type GatewayKey,
  type GatewayNetwork,
  type GatewayRequest,
} from './gateway-decision'

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
  network: 'ethereum-mainnet',
  method: 'eth_blockNumber',
  now: NOW,
}

/** A network offering every feature, as Ethereum Mainnet does in the catalogue. */
const fullNetwork: GatewayNetwork = { features: { archive_mode: true, mev_protection: true, bundler: true } }
/** A network offering none (Ethereum Hoodi). */
const bareNetwork: GatewayNetwork = { features: { archive_mode: false, mev_protection: false, bundler: false } }
const everyFeature: GatewayKey = { ...key, features: { archive_mode: true, mev_protection: true, bundler: true } }

/** Request fields to change, and `on`: the network the chain table answers (default `fullNetwork`). */
type Overrides = Partial<GatewayRequest> & { on?: GatewayNetwork | null }

const at = (ms: number) => new Date(GRACE_END.getTime() + ms)
const withFeatures = (features: Partial<GatewayKey['features']>): GatewayKey => ({
  ...key,
  features: { ...key.features, ...features },
})

describe('decideGatewayRequest', () => {
  it.each<[string, GatewayKey | null, Overrides, GatewayDecision | string | null]>([
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
    ['an owner out of request units is refused', key, { outOfRu: true }, 'out_of_ru'],
    ['an owner with request units is allowed', key, { outOfRu: false }, null],
    ['the whitelist is named before out of RU', { ...key, whitelist: ['example.org'] }, { outOfRu: true }, 'whitelist'],
    ['frozen is named before out of RU', { ...key, frozen: true }, { outOfRu: true }, 'frozen'],
    ['an unknown key is named before out of RU', null, { outOfRu: true }, 'unknown_key'],
    ['out of RU is named before an unknown network', key, { outOfRu: true, on: null }, 'out_of_ru'],
    [
      'out of RU is named before a missing feature',
      key,
      { outOfRu: true, method: 'eth_sendUserOperation' },
      'out_of_ru',
    ],
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
      { allowed: false, rule: 'feature_not_enabled', feature: 'bundler' },
    ],
    [
      'eth_estimateUserOperationGas needs the bundler',
      key,
      { method: 'eth_estimateUserOperationGas' },
      { allowed: false, rule: 'feature_not_enabled', feature: 'bundler' },
    ],
    [
      'eth_getUserOperationByHash needs the bundler',
      key,
      { method: 'eth_getUserOperationByHash' },
      { allowed: false, rule: 'feature_not_enabled', feature: 'bundler' },
    ],
    [
      'eth_getUserOperationReceipt needs the bundler',
      key,
      { method: 'eth_getUserOperationReceipt' },
      { allowed: false, rule: 'feature_not_enabled', feature: 'bundler' },
    ],
    [
      'eth_supportedEntryPoints needs the bundler',
      key,
      { method: 'eth_supportedEntryPoints' },
      { allowed: false, rule: 'feature_not_enabled', feature: 'bundler' },
    ],
    [
      'a bundler method with the bundler is allowed',
      withFeatures({ bundler: true }),
      { method: 'eth_sendUserOperation' },
      null,
    ],
    [
      'debug_ without archive mode is refused',
      key,
      { method: 'debug_traceTransaction' },
      { allowed: false, rule: 'feature_not_enabled', feature: 'archive_mode' },
    ],
    [
      'trace_ without archive mode is refused',
      key,
      { method: 'trace_block' },
      { allowed: false, rule: 'feature_not_enabled', feature: 'archive_mode' },
    ],
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
      { allowed: false, rule: 'feature_not_enabled', feature: 'bundler' },
    ],
    [
      'eth_sendRawTransaction without MEV protection is allowed, sent normally',
      key,
      { method: 'eth_sendRawTransaction' },
      { allowed: true, mev: false },
    ],
    [
      'eth_sendRawTransaction with MEV protection on a network with a relay goes out protected',
      withFeatures({ mev_protection: true }),
      { method: 'eth_sendRawTransaction' },
      { allowed: true, mev: true },
    ],
    [
      'eth_sendRawTransaction with MEV protection on a network without a relay is allowed, sent normally',
      withFeatures({ mev_protection: true }),
      { method: 'eth_sendRawTransaction', on: bareNetwork },
      { allowed: true, mev: false },
    ],
    ['an ordinary state read needs no feature', key, { method: 'eth_getBalance' }, null],
    ['an ordinary read on a network without features is allowed', key, { on: bareNetwork }, null],

    // The chain table: a network it does not list, and features a network does not offer.
    ['a network the chain table does not list is refused', everyFeature, { on: null }, 'unknown_network'],
    ['an unknown key is named before an unknown network', null, { on: null }, 'unknown_key'],
    ['frozen is named before an unknown network', { ...key, frozen: true }, { on: null }, 'frozen'],
    [
      'the whitelist is named before an unknown network',
      { ...key, whitelist: ['example.org'] },
      { on: null },
      'whitelist',
    ],
    [
      'a bundler method on a network without a bundler is refused, even with the feature on',
      everyFeature,
      { method: 'eth_sendUserOperation', on: bareNetwork },
      { allowed: false, rule: 'feature_not_on_network', feature: 'bundler' },
    ],
    [
      'debug_ on a network without archive data is refused, even with archive mode on',
      everyFeature,
      { method: 'debug_traceTransaction', on: bareNetwork },
      { allowed: false, rule: 'feature_not_on_network', feature: 'archive_mode' },
    ],
    [
      'trace_ on a network without archive data is refused',
      everyFeature,
      { method: 'trace_block', on: { features: { ...fullNetwork.features, archive_mode: false } } },
      { allowed: false, rule: 'feature_not_on_network', feature: 'archive_mode' },
    ],
    [
      'the network lacking the feature is named before the key lacking it',
      key,
      { method: 'eth_supportedEntryPoints', on: bareNetwork },
      { allowed: false, rule: 'feature_not_on_network', feature: 'bundler' },
    ],
    [
      'a network with archive data but no bundler still serves debug_ with archive mode on',
      withFeatures({ archive_mode: true }),
      { method: 'debug_traceCall', on: { features: { ...bareNetwork.features, archive_mode: true } } },
      null,
    ],
  ])('%s', (_, gatewayKey, { on, ...overrides }, expected) => {
    const network = on === undefined ? fullNetwork : on
    const decision = decideGatewayRequest(gatewayKey, network, { ...request, ...overrides })
    const wanted =
      expected === null
        ? { allowed: true }
        : typeof expected === 'string'
          ? { allowed: false, rule: expected }
          : expected
    expect(decision).toEqual(wanted)
  })

  it('names the feature each method needs', () => {
    expect(featureNeededBy('eth_sendUserOperation')).toBe('bundler')
    expect(featureNeededBy('debug_traceBlockByNumber')).toBe('archive_mode')
    expect(featureNeededBy('trace_filter')).toBe('archive_mode')
    expect(featureNeededBy('eth_sendRawTransaction')).toBeNull()
    expect(featureNeededBy('eth_call')).toBeNull()
    // A prefix is a namespace, not a substring: `eth_debug_x` is no debug_ method.
    expect(featureNeededBy('eth_debug_x')).toBeNull()
  })

  it.each(['DEBUG_traceTransaction', 'Debug_traceTransaction', 'TRACE_filter', 'eth_SENDUSEROPERATION'])(
    'refuses %s like its canonical name: a gated method is gated in any letter case',
    (method) => {
      const decision = decideGatewayRequest(key, fullNetwork, { ...request, method })
      expect(decision).toMatchObject({ allowed: false, rule: 'feature_not_enabled' })
      expect(decideGatewayRequest(everyFeature, fullNetwork, { ...request, method })).toEqual({ allowed: true })
    },
  )

  it('gives eth_sendRawTransaction its MEV answer in any letter case', () => {
    expect(decideGatewayRequest(everyFeature, fullNetwork, { ...request, method: 'ETH_sendRawTransaction' })).toEqual({
      allowed: true,
      mev: true,
    })
  })
})
