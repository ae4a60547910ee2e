import { describe, expect, it } from 'vitest'
import { methods } from '../../contract/index'
import { refusal } from '../test-support/refusal'
import { parseParams } from './params'

describe('reading params', () => {
  it('maps positional params to the keys the contract names', () => {
    expect(parseParams(methods.hub_getFreeSkuBuyFreeType, [7])).toEqual({ skuId: 7 })
  })

  it('refuses more positional params than the method takes', () => {
    expect(refusal(() => parseParams(methods.hub_getFreeSkuBuyFreeType, [7, 8])).code).toBe(-32602)
  })

  it('treats missing params as an empty object', () => {
    expect(parseParams(methods.hub_getConfig, undefined)).toEqual({})
  })

  it('reports every refused field in data, the first one in the message, in both languages', () => {
    const error = refusal(() => parseParams(methods.hub_saveEventTracking, { event: '', page: 5 }))
    expect(error.message).toMatch(/^Invalid params: event: /)
    expect(error.messageZh).toBe('参数无效：event：长度至少为 1')
    expect(error.data).toEqual({
      field: 'event',
      issues: [
        { field: 'event', message: expect.any(String) },
        { field: 'page', message: expect.any(String) },
      ],
    })
  })

  it('names a key the strict schemas do not know', () => {
    const error = refusal(() => parseParams(methods.hub_getFreeSkuBuyFreeType, { skuId: 1, admin: true }))
    expect(error.data?.field).toBe('admin')
  })
})
