/**
 * Remembers an async answer for a short time. For reference data every visitor reads and an
 * operator rarely changes (the chain catalogue): one query per interval instead of per request.
 * A failed load is not remembered.
 */
export function ttlMemo<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = () => Date.now(),
): () => Promise<T> {
  let cached: { value: Promise<T>; until: number } | null = null
  return () => {
    if (cached && now() < cached.until) return cached.value
    const value = load()
    const entry = { value, until: now() + ttlMs }
    cached = entry
    value.catch(() => {
      if (cached === entry) cached = null
    })
    return value
  }
}
