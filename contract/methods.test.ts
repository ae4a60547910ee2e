import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { ApiKey } from './methods/api-keys'
import type { UserProfile } from './methods/account-profile'
import type { NoticePage } from './methods/notices'
import type { WalletOverview } from './methods/wallet'
import { methods, type ParamsOf, type ResultOf, type ValidParamsOf } from './methods'
import type { MethodSpec, Page } from './rpc'

/** SPEC.md's §7 "the calls it makes", as the spec writes it. */
function specSection7(): string {
  const spec = readFileSync(path.resolve(process.cwd(), '../shared/SPEC.md'), 'utf8')
  const start = spec.indexOf('## 7.')
  const end = spec.indexOf('## 8.')
  expect(start).toBeGreaterThan(-1)
  expect(end).toBeGreaterThan(start)
  return spec.slice(start, end)
}

const specs = Object.entries(methods) as Array<[string, MethodSpec]>

describe('the method map', () => {
  it('has every hub_* method SPEC §7 names', () => {
    const named = [...new Set(specSection7().match(/hub_\w+/g) ?? [])]
    expect(named.length).toBeGreaterThan(100)
    const missing = named.filter((name) => !(name in methods))
    expect(missing).toEqual([])
  })

  it('has the short-named calls of SPEC §7 under their hub_ names', () => {
    for (const name of ['hub_getUserLimitInfo', 'hub_getUserWalletOverview', 'hub_getUserMessages']) {
      expect(methods).toHaveProperty(name)
    }
  })

  it('names every method hub_<camelCase>', () => {
    for (const [name] of specs) expect(name).toMatch(/^hub_[a-z][A-Za-z0-9]*$/)
  })

  it('gives every method an auth level and an object params schema', () => {
    for (const [name, spec] of specs) {
      expect(['public', 'user'], name).toContain(spec.auth)
      expect(['object', 'strict_object', 'variant'], name).toContain(spec.params.type)
    }
  })

  it('lets only the ways in, public pages and the catalogue run without a session', () => {
    const open = specs.filter(([, spec]) => spec.auth === 'public').map(([name]) => name)
    expect(open.sort()).toEqual(
      [
        'hub_getConfig',
        'hub_getSupportChains',
        'hub_getPackageCatalog',
        'hub_getBanner',
        'hub_saveEventTracking',
        'hub_register',
        'hub_sendRegisterConfirmMail',
        'hub_emailExists',
        'hub_emailConfirm',
        'hub_checkEmailConfirmCodeStatus',
        'hub_login',
        'hub_metamaskRegister',
        'hub_getSiweNonce',
        'hub_getOauthLoginUrl',
        'hub_checkOauthCode',
        'hub_oauthRegister',
        'hub_sendResetPasswordMail',
        'hub_passwordResetCodeStatus',
        'hub_passwordReset',
        'hub_registerTeam',
        'hub_getInvoiceView',
        'hub_getInvoicePdf',
      ].sort(),
    )
  })

  it('takes the monthly free sku id positionally, and nothing else positionally', () => {
    const positional = specs.filter(([, spec]) => spec.positional).map(([name]) => name)
    expect(positional).toEqual(['hub_getFreeSkuBuyFreeType'])
    expect(methods.hub_getFreeSkuBuyFreeType.positional).toEqual(['skuId'])
  })
})

describe('the types the app and server read from the map', () => {
  it('types results by method name', () => {
    expectTypeOf<ResultOf<'hub_getUserProfile'>>().toEqualTypeOf<UserProfile>()
    expectTypeOf<ResultOf<'hub_getApiKeys'>>().toEqualTypeOf<Page<ApiKey>>()
    expectTypeOf<ResultOf<'hub_getUserMessages'>>().toEqualTypeOf<NoticePage>()
    expectTypeOf<ResultOf<'hub_getUserWalletOverview'>>().toEqualTypeOf<WalletOverview>()
  })

  it('lets callers leave out defaulted params and gives handlers them filled in', () => {
    expectTypeOf<ParamsOf<'hub_getApiKeys'>>().toEqualTypeOf<{
      page?: number | undefined
      perPage?: number | undefined
      keyword?: string | undefined
    }>()
    expectTypeOf<ValidParamsOf<'hub_getApiKeys'>['perPage']>().toEqualTypeOf<number>()
    expectTypeOf<ParamsOf<'hub_setApiKeyMev'>['mev']>().toEqualTypeOf<'' | 'auto' | 'globalcast'>()
  })
})
