/**
 * Reads a whole IndexedDB database in the page as one string to search: what a thief of the
 * device could read after a logout. Install before the page loads; then
 * `page.evaluate(() => readWholeDatabase('hubdeck'))`.
 */
import type { Page } from '@playwright/test'

declare global {
  function readWholeDatabase(name: string): Promise<string>
}

export async function installDatabaseReader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    globalThis.readWholeDatabase = (name: string) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const stores = [...db.objectStoreNames]
          if (stores.length === 0) return resolve('')
          const transaction = db.transaction(stores, 'readonly')
          const parts: unknown[] = []
          for (const store of stores) {
            const all = transaction.objectStore(store).getAll()
            all.onsuccess = () => parts.push(all.result)
          }
          transaction.oncomplete = () => resolve(JSON.stringify(parts))
          transaction.onerror = () => reject(transaction.error)
        }
      })
  })
}
