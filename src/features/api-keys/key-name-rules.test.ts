/** Key names as the contract allows them: trimmed, 1–64 characters. */
import { describe, expect, it } from 'vitest'
import { checkKeyName } from './key-name-rules'

describe('a key name', () => {
  it('is trimmed', () => {
    expect(checkKeyName('  Indexer ')).toEqual({ ok: true, name: 'Indexer' })
  })

  it('may not be empty or only spaces', () => {
    expect(checkKeyName('')).toEqual({ ok: false, problem: 'empty' })
    expect(checkKeyName('   ')).toEqual({ ok: false, problem: 'empty' })
  })

  it('holds at most 64 characters', () => {
    expect(checkKeyName('x'.repeat(64))).toMatchObject({ ok: true })
    expect(checkKeyName('x'.repeat(65))).toEqual({ ok: false, problem: 'tooLong' })
  })
})
