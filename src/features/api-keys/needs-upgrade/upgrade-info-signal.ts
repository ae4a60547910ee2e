/**
 * Asks the "needs upgrade" read to ask the server again: the advanced features panel (loaded
 * later, on demand) calls it after every change it saves, since switching a feature off can end
 * the state and the banner and badges should say so at once. No React, so either side may import it.
 */
const listeners = new Set<() => void>()

/** Every mounted `useApiKeyUpgradeInfo` reads hub_getApiKeyNeedUpgrade again. */
export function refreshUpgradeInfo(): void {
  for (const listener of listeners) listener()
}

/** Hears each refresh request; returns the unsubscribe. */
export function onUpgradeInfoRefresh(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
