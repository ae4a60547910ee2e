/** The whitelist editor's rules: what typing may add, and when the draft is worth saving. */
import { describe, expect, it } from 'vitest'
import { MAX_WHITELIST_ENTRIES } from '../../../../contract/methods/api-keys'
import { addToDraft, candidateProblem, draftProblem, isDraftChanged, withLocalHint } from './whitelist-draft'

describe('candidateProblem', () => {
  it('has nothing to say about an empty field or a good entry', () => {
    expect(candidateProblem(['203.0.113.7'], '   ')).toBeNull()
    expect(candidateProblem(['203.0.113.7'], '*.example.com')).toBeNull()
  })

  it('names a malformed entry, normalised, at the index it would take', () => {
    expect(candidateProblem(['203.0.113.7'], ' 10.0.0.1/8 ')).toEqual({
      entry: '10.0.0.1/8',
      index: 1,
      reason: 'malformed_cidr',
      hint: '10.0.0.0/8',
    })
    expect(candidateProblem([], 'exa mple')).toMatchObject({ reason: 'malformed_domain' })
  })

  it('finds a duplicate after normalisation, naming the entry it repeats', () => {
    expect(candidateProblem(['::ffff:1.2.3.4'], '1.2.3.4')).toMatchObject({
      reason: 'duplicate',
      hint: '::ffff:1.2.3.4',
    })
    expect(candidateProblem(['example.com'], 'EXAMPLE.com')).toMatchObject({ reason: 'duplicate' })
  })

  it('refuses anything past the limit', () => {
    const full = Array.from({ length: MAX_WHITELIST_ENTRIES }, (_, i) => `10.0.0.${i}`)
    expect(candidateProblem(full, '10.0.1.1')).toMatchObject({ reason: 'too_many', index: MAX_WHITELIST_ENTRIES })
  })

  it('judges a good entry on its own when the draft already holds a refused one', () => {
    expect(candidateProblem(['bad_entry'], 'example.com')).toBeNull()
    expect(candidateProblem(['bad_entry'], 'nope')).toMatchObject({ reason: 'malformed_domain', index: 1 })
  })
})

describe('addToDraft', () => {
  it('adds the entry as the server stores it', () => {
    expect(addToDraft(['203.0.113.7'], '  *.Example.COM ')).toEqual({
      ok: true,
      draft: ['203.0.113.7', '*.example.com'],
    })
  })

  it('adds nothing when the field is empty or the entry is refused', () => {
    expect(addToDraft([], ' ')).toEqual({ ok: false, problem: null })
    expect(addToDraft(['example.com'], 'example.com')).toMatchObject({ ok: false, problem: { reason: 'duplicate' } })
  })
})

describe('the draft', () => {
  it('is changed when an entry differs, is added or removed, or the order changes', () => {
    expect(isDraftChanged(['a.com', 'b.com'], ['a.com', 'b.com'])).toBe(false)
    expect(isDraftChanged(['a.com'], ['a.com', 'b.com'])).toBe(true)
    expect(isDraftChanged(['b.com', 'a.com'], ['a.com', 'b.com'])).toBe(true)
  })

  it('shows the problem of a stored entry the rules refuse', () => {
    expect(draftProblem(['a.com', 'localhost'])).toEqual({ entry: 'localhost', index: 1, reason: 'malformed_domain' })
    expect(draftProblem(['a.com'])).toBeNull()
  })

  it('gives a server refusal the hint the same check finds here', () => {
    const server = { entry: '10.0.0.1/8', index: 0, reason: 'malformed_cidr' as const }
    expect(withLocalHint(['10.0.0.1/8'], server)).toEqual({ ...server, hint: '10.0.0.0/8' })
    // The rules disagree (the server changed them): the server's refusal stands as it came.
    expect(withLocalHint(['10.0.0.0/8'], server)).toEqual(server)
  })
})
