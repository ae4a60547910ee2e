import { describe, expect, it } from 'vitest'
import {
  API_KEY_FEATURES,
  BILL_TYPE_FILTERS,
  BUNDLERS,
  CARD_BRANDS,
  LOGIN_TYPES,
  MEV_MODE_LABELS,
  MEV_MODES,
  NODE_STATUS_COLORS,
  NODE_STATUSES,
  PACKAGE_TYPE_FILTERS,
  PACKAGE_TYPE_LABELS,
  PAYMENT_CHANNEL_FILTERS,
  PAYMENT_METHOD_FILTERS,
  PAYMENT_METHOD_LABELS,
  SCOPE_LABELS,
  SCOPES,
  SORT_ORDERS,
  USER_TYPES,
} from './enums'

describe('the choices of SPEC §3', () => {
  it('offers payment methods all, crypto (cobo) and card (stripe)', () => {
    expect(PAYMENT_METHOD_FILTERS).toEqual(['all', 'cobo', 'stripe'])
    expect(PAYMENT_METHOD_LABELS).toEqual({ all: 'all', cobo: 'crypto', stripe: 'card' })
  })

  it('offers the package types with their SPEC names', () => {
    expect(PACKAGE_TYPE_FILTERS).toEqual(['all', 'standard', 'default', 'free', 'enterprise'])
    expect(PACKAGE_TYPE_LABELS).toMatchObject({
      standard: 'Additional Package',
      default: 'Pay As You Go',
      free: 'Free Package',
      enterprise: 'Enterprise Package',
    })
  })

  it('offers bill types and payment channels, each with all', () => {
    expect(BILL_TYPE_FILTERS).toEqual(['all', 'deposit', 'ru', 'dn_node'])
    expect(PAYMENT_CHANNEL_FILTERS).toEqual(['all', 'card', 'wallet', 'coin'])
  })

  it('names the API-key features, bundlers and MEV modes', () => {
    expect(API_KEY_FEATURES).toEqual(['archive_mode', 'mev_protection', 'bundler'])
    expect(BUNDLERS).toEqual(['default', 'stackup', 'candide', 'pimlico', 'etherspot'])
    expect(MEV_MODES).toEqual(['', 'auto', 'globalcast'])
    expect(MEV_MODE_LABELS['']).toBe('normal')
  })

  it('offers the scopes API Key and Team', () => {
    expect(SCOPES).toEqual(['apikey', 'team'])
    expect(SCOPE_LABELS).toEqual({ apikey: 'API Key', team: 'Team' })
  })

  it('knows the ten card brands', () => {
    expect(CARD_BRANDS).toEqual([
      'visa',
      'visa_debit',
      'mastercard',
      'mastercard_debit',
      'mastercard_prepaid',
      'amex',
      'discover',
      'diners',
      'jcb',
      'unionpay',
    ])
  })

  it('sorts ascending, descending or not at all', () => {
    expect(SORT_ORDERS).toEqual(['ascending', 'descending', 'none'])
  })
})

describe('statuses and types of SPEC §4 and §6', () => {
  it('gives every node status its own colour', () => {
    expect(NODE_STATUSES).toEqual(['online', 'stopped', 'pending', 'will_expired', 'expired'])
    expect(Object.keys(NODE_STATUS_COLORS)).toEqual([...NODE_STATUSES])
    expect(new Set(Object.values(NODE_STATUS_COLORS)).size).toBe(NODE_STATUSES.length)
    expect(NODE_STATUS_COLORS.online).toBe('green')
    expect(NODE_STATUS_COLORS.expired).toBe('red')
  })

  it('has the login types Personal and Team and the user types user and team', () => {
    expect(LOGIN_TYPES).toEqual(['Personal', 'Team'])
    expect(USER_TYPES).toEqual(['user', 'team'])
  })
})
