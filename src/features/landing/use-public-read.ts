/**
 * One public read of the landing page (the chain catalogue, the package catalogue), started once
 * the page is on screen so it never holds up the first paint. A visitor is not told about a failed
 * read with an error toast: the section says in a sentence that it could not load, and the read
 * runs again when the network comes back. Offline, nothing is asked.
 */
import { useEffect, useState } from 'react'
import { useOnline } from '../../components/ui/use-online'

export type PublicRead<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' }

/** `load` must be stable (a module-level function): a new one would read again. */
export function usePublicRead<T>(load: (signal: AbortSignal) => Promise<T>): PublicRead<T> {
  const online = useOnline()
  const [read, setRead] = useState<PublicRead<T>>({ status: 'loading' })
  const loaded = read.status === 'ready'
  useEffect(() => {
    if (!online || loaded) return
    const controller = new AbortController()
    load(controller.signal).then(
      (value) => setRead({ status: 'ready', value }),
      () => {
        if (!controller.signal.aborted) setRead({ status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [online, loaded, load])
  // Offline with nothing loaded: there is nothing to wait for.
  return !online && !loaded ? { status: 'failed' } : read
}
