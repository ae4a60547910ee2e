/**
 * What an OAuth provider's redirect brings back to /auth/callback and /bind/callback
 * (`?provider=&code=&state=`, or `?error=&error_description=` when the person refused or the
 * provider failed, RFC 6749 §4.1.2.1), read once, and each code exchanged once: a code is single
 * use, and React's development double effects must not spend it twice.
 */
export type CallbackQuery =
  | { kind: 'code'; provider: string; code: string; state: string }
  | { kind: 'providerError'; error: string; description: string | null }
  | { kind: 'incomplete' }

export function readCallbackQuery(search: Readonly<Record<string, unknown>>): CallbackQuery {
  const text = (key: string) => {
    const value = search[key]
    return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null
  }
  const error = text('error')
  if (error) return { kind: 'providerError', error, description: text('error_description') }
  const provider = text('provider')
  const code = text('code')
  const state = text('state')
  if (!provider || !code || !state) return { kind: 'incomplete' }
  return { kind: 'code', provider, code, state }
}

const exchanges = new Map<string, Promise<unknown>>()

/** Runs `exchange` once per code in this page's life and shares its answer with every caller. */
export function exchangeOnce<T>(code: string, exchange: () => Promise<T>): Promise<T> {
  let pending = exchanges.get(code) as Promise<T> | undefined
  if (!pending) {
    pending = exchange()
    exchanges.set(code, pending)
  }
  return pending
}
