/** Unit-test setup for app code: a fake IndexedDB (Dexie needs one) and a clean DOM per test. */
import 'fake-indexeddb/auto'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
})
