/**
 * Unit-test setup for app code: a fake IndexedDB (Dexie needs one) and, in the files that run in
 * a DOM (`// @vitest-environment happy-dom`), a clean DOM per test. Most files test logic and run
 * in plain Node: creating a DOM and loading Testing Library for each of them was two thirds of
 * the unit phase.
 */
import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => {
    cleanup()
  })
}
