import { describe, expect, it } from 'vitest'
import { shouldScrollToTop } from './scroll-to-top'

describe('scroll to top on route change (SPEC §2)', () => {
  it('scrolls to the top when the path changes', () => {
    expect(shouldScrollToTop({ hash: '', pathChanged: true, keepScroll: false })).toBe(true)
  })
  it('leaves the scroll alone when a hash is present', () => {
    expect(shouldScrollToTop({ hash: 'pricing', pathChanged: true, keepScroll: false })).toBe(false)
  })
  it('leaves the scroll alone when the route opts out', () => {
    expect(shouldScrollToTop({ hash: '', pathChanged: true, keepScroll: true })).toBe(false)
  })
  it('leaves the scroll alone when only the search changes (a table page)', () => {
    expect(shouldScrollToTop({ hash: '', pathChanged: false, keepScroll: false })).toBe(false)
  })
})
