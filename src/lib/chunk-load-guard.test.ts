import { describe, expect, it } from 'vitest'
import { isChunkLoadError, mayReloadForChunkError } from './chunk-load-guard'

describe('the chunk-load guard', () => {
  it('allows the first reload of a path', () => {
    expect(mayReloadForChunkError(1_000_000, null)).toBe(true)
  })

  it('refuses a second reload of the same path within 10 s', () => {
    expect(mayReloadForChunkError(1_009_999, 1_000_000)).toBe(false)
  })

  it('allows another reload once 10 s have passed', () => {
    expect(mayReloadForChunkError(1_010_000, 1_000_000)).toBe(true)
  })

  it('recognises failed dynamic imports in Chromium, Firefox and Safari wording', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})
