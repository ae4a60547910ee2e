import { describe, expect, it } from 'vitest'
import { validateBindEmailSearch } from './bind-email-search'

describe('validateBindEmailSearch', () => {
  it('keeps the address and code of a binding link', () => {
    expect(validateBindEmailSearch({ bindEmail: 'ada@example.com', code: 'abc123' })).toEqual({
      bindEmail: 'ada@example.com',
      code: 'abc123',
    })
    expect(validateBindEmailSearch({ bindEmail: 'ada@example.com', code: 123456 })).toEqual({
      bindEmail: 'ada@example.com',
      code: '123456',
    })
  })

  it('ignores a link missing either', () => {
    expect(validateBindEmailSearch({ code: 'abc123' })).toEqual({})
    expect(validateBindEmailSearch({ bindEmail: 'ada@example.com' })).toEqual({})
    expect(validateBindEmailSearch({ bindEmail: ['x'], code: 'abc123' })).toEqual({})
  })
})
