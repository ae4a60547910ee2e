import { describe, expect, it } from 'vitest'
import { validateCodeSearch } from './code-search'

describe('the ?code= of a mailed link', () => {
  it('keeps a string code and drops anything else', () => {
    expect(validateCodeSearch({ code: 'abc_DEF-123' })).toEqual({ code: 'abc_DEF-123' })
    expect(validateCodeSearch({})).toEqual({})
    expect(validateCodeSearch({ code: ['a', 'b'] })).toEqual({})
  })

  it('reads back an all-digit code the router parsed as a number', () => {
    expect(validateCodeSearch({ code: 12345678 })).toEqual({ code: '12345678' })
  })
})
