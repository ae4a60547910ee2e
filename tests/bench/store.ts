/**
 * Row "Store": the event store (`src/store/`) does not exist yet, so this row prints "not built"
 * rather than a number. When it lands, it measures in Chromium's real IndexedDB: appending
 * 100,000 events through the event log in batches, and rebuilding every projection from them,
 * each against raw Dexie `bulkAdd` / `bulkGet` of the same rows in the same page.
 */
import { notBuilt, type BenchLine } from './support/lines'

export async function benchStore(): Promise<BenchLine[]> {
  const note =
    'The event store (src/store/) is a later issue. Then: 100,000 events appended in batches and every projection rebuilt, in Chromium IndexedDB, against raw Dexie bulkAdd / bulkGet of the same rows.'
  return [notBuilt('store', 'store append 100,000 events', note), notBuilt('store', 'store rebuild projections', note)]
}
