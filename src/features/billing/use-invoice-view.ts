/**
 * A printable invoice by its share code: the store's copy at once when this account opened it
 * before (offline too, with its age), read from the server when online. Signed out (a shared
 * link) there is no account store, so the invoice is read and shown, not kept.
 */
import { useEffect, useState } from 'react'
import type { InvoiceView } from '../../../contract/methods/billing'
import { HubErrorCode, RpcErrorCode } from '../../../contract/errors'
import { RpcCallError } from '../../lib/rpc-client'
import { useView } from '../../store/use-view'
import { invoicesProjection, storedInvoiceView } from './invoices.projection'
import { recordFacts } from '../../store/store-client'
import { readInvoiceView } from './statements.reads'

export interface OpenedInvoice {
  view: InvoiceView | null
  /** When it was read; null while nothing is known. */
  loadedAt: string | null
  /** `missing`: the server does not know the code (or it expired). */
  state: 'loading' | 'done' | 'failed' | 'missing'
  retry(): void
}

export function useInvoiceView(code: string, signedIn: boolean): OpenedInvoice {
  const stored = useView(invoicesProjection)
  const kept = stored ? storedInvoiceView(stored.state, code) : null
  const [attempt, setAttempt] = useState(0)
  const [read, setRead] = useState<{
    key: string
    state: OpenedInvoice['state']
    view: InvoiceView | null
    at: string | null
  } | null>(null)
  const key = `${code}|${attempt}|${signedIn}`

  useEffect(() => {
    const controller = new AbortController()
    const run = () => {
      void readInvoiceView(code, { signal: controller.signal })
        .then(async (draft) => {
          if (signedIn) await recordFacts([draft])
          const { view } = draft.payload as { view: InvoiceView }
          if (!controller.signal.aborted) setRead({ key, state: 'done', view, at: new Date().toISOString() })
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          const missing = error instanceof RpcCallError && MISSING_CODES.includes(error.code)
          setRead({ key, state: missing ? 'missing' : 'failed', view: null, at: null })
        })
    }
    run()
    window.addEventListener('online', run)
    return () => {
      controller.abort()
      window.removeEventListener('online', run)
    }
  }, [code, signedIn, key])

  const current = read?.key === key ? read : null
  // The stored copy wins once recorded; a fresh read shows at once when there is no store (signed out).
  const view = kept?.view ?? current?.view ?? null
  const loadedAt = kept?.loadedAt ?? current?.at ?? null
  const state = current?.state ?? 'loading'
  return { view, loadedAt, state: view && state !== 'missing' ? 'done' : state, retry: () => setAttempt((n) => n + 1) }
}

/** The server does not know the code (or it expired), or it is not a code at all. */
const MISSING_CODES: readonly number[] = [HubErrorCode.NotFound, RpcErrorCode.InvalidParams]
