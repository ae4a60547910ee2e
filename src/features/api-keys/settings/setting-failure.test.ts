/** How a refused or failed settings write is read for the panel. */
import { i18n } from '@lingui/core'
import { beforeEach, describe, expect, it } from 'vitest'
import { RpcCallError, RpcTransportError } from '../../../lib/rpc-client'
import { readSettingFailure } from './setting-failure'

const refusal = (data: Record<string, unknown>) =>
  new RpcCallError('hub_setApiKeyAdvancedFeatures', { code: 10422, message: 'In English', messageZh: '中文', data })

describe('readSettingFailure', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

  it('reads a package refusal with the package to buy, in the active language', () => {
    expect(readSettingFailure(refusal({ feature: 'archive_mode', requiredSku: 'Growth' }))).toEqual({
      kind: 'package',
      message: 'In English',
      requiredSku: 'Growth',
    })
    i18n.loadAndActivate({ locale: 'zh', messages: {} })
    expect(readSettingFailure(refusal({ requiredSku: null }))).toEqual({
      kind: 'package',
      message: '中文',
      requiredSku: null,
    })
  })

  it('reads a whitelist refusal naming the entry', () => {
    expect(readSettingFailure(refusal({ entry: 'x', index: 2, reason: 'malformed_domain' }))).toMatchObject({
      kind: 'whitelist',
      problem: { entry: 'x', index: 2, reason: 'malformed_domain' },
    })
  })

  it('reads any other refusal as the server worded it', () => {
    expect(readSettingFailure(refusal({ conflict: ['mev_protection', 'globalcast'] }))).toEqual({
      kind: 'refused',
      message: 'In English',
    })
    expect(readSettingFailure(refusal({ entry: 'x', index: 0, reason: 'something_new' }))).toMatchObject({
      kind: 'refused',
    })
  })

  it('reads no answer as unanswered, and a cancelled call as nothing', () => {
    expect(readSettingFailure(new RpcTransportError('m', 'network'))).toEqual({ kind: 'unanswered' })
    expect(readSettingFailure(new RpcTransportError('m', 'timeout'))).toEqual({ kind: 'unanswered' })
    expect(readSettingFailure(new RpcTransportError('m', 'cancelled'))).toBeNull()
  })
})
