import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { toInvalidParamsData } from './errors'
import { methods, type MethodName } from './methods'

const hash = 'e10adc3949ba59abbe56e057f20f883e'
const otherHash = '25d55ad283aa400af464c76d713c07ad'

/** The keys of the first issue's path, e.g. `['whitelist', 0]`. */
function firstIssuePath(method: MethodName, params: unknown): unknown[] | undefined {
  const result = v.safeParse(methods[method].params, params)
  expect(result.success, `${method} should refuse ${JSON.stringify(params)}`).toBe(false)
  return result.issues?.[0]?.path?.map((item) => item.key)
}

function output(method: MethodName, params: unknown): unknown {
  const result = v.safeParse(methods[method].params, params)
  expect(result.issues, `${method} should accept ${JSON.stringify(params)}`).toBeUndefined()
  return result.output
}

const valid: Array<[MethodName, unknown]> = [
  ['hub_register', { email: 'ann@example.com', password: hash, confirmPassword: hash }],
  ['hub_login', { email: 'ann@example.com', password: hash }],
  ['hub_getUserMessages', { cursor: 0, perPage: 9999, unread: true }],
  ['hub_setUserMessageRead', { type: 'file_download' }],
  ['hub_getMyTeam', { page: 1, perPage: 1000 }],
  ['hub_registerTeam', { code: 'inv_abc123', password: hash, confirmPassword: hash }],
  ['hub_setApiKeyMev', { id: 3, mev: '' }],
  ['hub_setApiKeyBundler', { id: 3, bundler: 'pimlico' }],
  ['hub_getApiKeyEndpoints', { id: 3 }],
  ['hub_setApiKeyAdvancedFeatures', { id: 3, features: { archive_mode: true } }],
  ['hub_updateApiKey', { id: 3, whitelist: ['10.0.0.0/8', '*.example.com', '2001:db8::1'] }],
  ['hub_getFreeSkuBuyFreeType', { skuId: 7 }],
  ['hub_depositByCard', { amount: '25.50' }],
  ['hub_createStripeOrder', { purpose: 'package', skuId: 2 }],
  ['hub_addMember', { teamId: 1, userCode: 'ab12cd34' }],
  ['hub_reportUserRuUsage', { from: '2026-11-01T00:00:00+08:00', to: '2026-11-22T00:00:00+08:00' }],
  ['hub_getWalletDeposit', { paymentMethod: 'cobo', from: '2026-01-01T00:00:00Z' }],
  ['hub_buyDnNodeByCard', { skuId: 1, months: 12, cardId: 'pm_123' }],
  ['hub_setUserEmailConfig', { lowBalanceThreshold: '20' }],
  ['hub_setUserEmailConfig', { lowRuThreshold: 500_000, extraRecipients: ['ops@example.com', 'cfo@example.com'] }],
]

const invalid: Array<[string, MethodName, unknown, unknown[]]> = [
  ['a malformed e-mail', 'hub_register', { email: 'ann@', password: hash, confirmPassword: hash }, ['email']],
  ['a password not pre-hashed', 'hub_login', { email: 'ann@example.com', password: 'hunter2' }, ['password']],
  [
    'differing passwords',
    'hub_register',
    { email: 'a@b.io', password: hash, confirmPassword: otherHash },
    ['confirmPassword'],
  ],
  [
    'differing team passwords',
    'hub_registerTeam',
    { code: 'inv_abc123', password: hash, confirmPassword: otherHash },
    ['confirmPassword'],
  ],
  ['an unknown key', 'hub_login', { email: 'a@b.io', password: hash, remember: true }, ['remember']],
  ['page 0', 'hub_getApiKeys', { page: 0 }, ['page']],
  ['101 a page', 'hub_getApiKeys', { perPage: 101 }, ['perPage']],
  ['a string page size', 'hub_getApiKeys', { perPage: '10' }, ['perPage']],
  ['10000 notices a page', 'hub_getUserMessages', { perPage: 10000 }, ['perPage']],
  ['a negative cursor', 'hub_getUserMessages', { cursor: -1 }, ['cursor']],
  ['an unknown notice type', 'hub_setUserMessageRead', { type: 'bogus' }, ['type']],
  ['1001 teams a page', 'hub_getMyTeam', { perPage: 1001 }, ['perPage']],
  [
    // The 11th entry is the server's 10422 naming it; the contract only bounds the payload.
    'a hundred and one whitelist entries',
    'hub_updateApiKey',
    { id: 1, whitelist: Array.from({ length: 101 }, (_, i) => `10.0.${i}.0`) },
    ['whitelist'],
  ],
  ['a whitelist entry with a space', 'hub_updateApiKey', { id: 1, whitelist: ['a b'] }, ['whitelist', 0]],
  ['an unknown MEV mode', 'hub_setApiKeyMev', { id: 1, mev: 'turbo' }, ['mev']],
  ['an unknown bundler', 'hub_setApiKeyBundler', { id: 1, bundler: 'acme' }, ['bundler']],
  ['no feature to change', 'hub_setApiKeyAdvancedFeatures', { id: 1, features: {} }, ['features']],
  ['a zero id', 'hub_getApiKey', { id: 0 }, ['id']],
  ['a key id as text', 'hub_getApiKeyEndpoints', { id: '3' }, ['id']],
  ['a fractional id', 'hub_deleteApiKey', { id: 1.5 }, ['id']],
  ['a zero sku id', 'hub_getFreeSkuBuyFreeType', { skuId: 0 }, ['skuId']],
  ['three decimals of USD', 'hub_depositByCard', { amount: '10.005' }, ['amount']],
  ['a float amount', 'hub_depositByCard', { amount: 10.5 }, ['amount']],
  ['an unknown payment purpose', 'hub_createStripeOrder', { purpose: 'gift' }, ['purpose']],
  ['a deposit without amount', 'hub_createStripeOrder', { purpose: 'deposit' }, ['amount']],
  ['both e-mail and user code', 'hub_addMember', { teamId: 1, email: 'a@b.io', userCode: 'AB12CD34' }, ['email']],
  ['neither e-mail nor user code', 'hub_addMember', { teamId: 1 }, ['email']],
  ['37 months of node', 'hub_buyDnNodeByWallet', { skuId: 1, months: 37 }, ['months']],
  ['a language not offered', 'hub_changeUserLang', { lang: 'fr' }, ['lang']],
  ['an unknown payment method filter', 'hub_getWalletDeposit', { paymentMethod: 'paypal' }, ['paymentMethod']],
  ['an unknown bill type', 'hub_getUserBill', { billType: 'tax' }, ['billType']],
  [
    'a range running backwards',
    'hub_reportUserRuUsage',
    { from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' },
    ['to'],
  ],
  [
    'hourly buckets over 60 days',
    'hub_reportApikeyRequest',
    { apikeyId: 1, from: '2026-09-01T00:00:00Z', to: '2026-11-01T00:00:00Z', interval: 'hour' },
    ['interval'],
  ],
  ['a date without time', 'hub_reportUserDeposit', { from: '2026-11-01', to: '2026-11-02T00:00:00Z' }, ['from']],
  ['no setting to change', 'hub_setUserEmailConfig', {}, []],
  [
    'a 40-char wallet signature',
    'hub_metamaskRegister',
    { address: `0x${'a'.repeat(40)}`, message: 'm', signature: `0x${'b'.repeat(40)}` },
    ['signature'],
  ],
  ['terms not accepted', 'hub_setUserAcceptTerm', { acceptTerm: false }, ['acceptTerm']],
  ['a fractional RU threshold', 'hub_setUserEmailConfig', { lowRuThreshold: 1.5 }, ['lowRuThreshold']],
  ['a malformed extra recipient', 'hub_setUserEmailConfig', { extraRecipients: ['ops@'] }, ['extraRecipients', 0]],
  [
    'four extra recipients',
    'hub_setUserEmailConfig',
    { extraRecipients: ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io'] },
    ['extraRecipients'],
  ],
  [
    'the same recipient twice',
    'hub_setUserEmailConfig',
    { extraRecipients: ['a@x.io', 'A@x.io'] },
    ['extraRecipients'],
  ],
]

describe('method params', () => {
  it.each(valid)('%s accepts well-formed params', (method, params) => {
    output(method, params)
  })

  it.each(invalid)('refuses %s, naming the field', (_case, method, params, expectedPath) => {
    expect(firstIssuePath(method, params) ?? []).toEqual(expectedPath)
  })

  it('fills page defaults: page 1, 10 a page', () => {
    expect(output('hub_getApiKeys', {})).toEqual({ page: 1, perPage: 10 })
  })

  it('defaults a notice page to the newest 20 notices, read or not', () => {
    expect(output('hub_getUserMessages', {})).toEqual({ cursor: 0, perPage: 20, unread: false })
  })

  it('trims and lower-cases e-mails and password hashes', () => {
    expect(output('hub_login', { email: '  Ann@Example.COM ', password: hash.toUpperCase() })).toEqual({
      email: 'ann@example.com',
      password: hash,
    })
  })

  it('upper-cases user codes', () => {
    expect(output('hub_addMember', { teamId: 1, userCode: 'ab12cd34' })).toMatchObject({
      userCode: 'AB12CD34',
    })
  })
})

describe('invalid-params error data', () => {
  it('names each refused field by its dotted path', () => {
    const result = v.safeParse(methods.hub_updateApiKey.params, { id: 0, whitelist: ['a b'] })
    const data = toInvalidParamsData(result.issues ?? [])
    expect(data.field).toBe('id')
    expect(data.issues.map((issue) => issue.field)).toEqual(['id', 'whitelist.0'])
  })
})
