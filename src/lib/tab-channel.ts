/**
 * Messages between the app's open tabs of this origin (BroadcastChannel): what one tab learns
 * that the others must react to at once, beyond what the shared store already shows them — e.g.
 * the leader tab's socket received a notice, and every tab toasts it. A message reaches the
 * other tabs, not the sender. Where BroadcastChannel is missing, there are no other tabs to tell.
 */

export interface TabChannel<T> {
  post(message: T): void
  /** Calls `listener` for each message from another tab; returns the unsubscribe. */
  subscribe(listener: (message: T) => void): () => void
  close(): void
}

export function createTabChannel<T>(name: string): TabChannel<T> {
  if (typeof BroadcastChannel === 'undefined') {
    return { post: () => {}, subscribe: () => () => {}, close: () => {} }
  }
  const channel = new BroadcastChannel(name)
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => listener(event.data as T)
      channel.addEventListener('message', onMessage)
      return () => channel.removeEventListener('message', onMessage)
    },
    close: () => channel.close(),
  }
}
