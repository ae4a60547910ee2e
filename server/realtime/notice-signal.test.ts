import { describe, expect, it } from 'vitest'
import { noticeIdOf } from './notice-signal'

describe('notice signal payloads', () => {
  it('name the schema and the notice id, and an instance takes only its own schema’s', () => {
    expect(noticeIdOf('public:42', 'public')).toBe(42)
    expect(noticeIdOf('hubdeck_test_ab12:42', 'hubdeck_test_ab12')).toBe(42)
    expect(noticeIdOf('other:42', 'public')).toBeNull()
  })

  it.each(['42', 'public:', 'public:x', 'public:-1', 'public:1.5'])('ignore the malformed payload %j', (payload) => {
    expect(noticeIdOf(payload, 'public')).toBeNull()
  })
})
