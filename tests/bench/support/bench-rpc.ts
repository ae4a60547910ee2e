/** A JSON-RPC caller for bench set-up: fails loudly on any error, answers the raw text and the result. */
export function benchRpc(baseUrl: string) {
  return async (method: string, params: unknown, token?: string): Promise<{ text: string; result: unknown }> => {
    const response = await fetch(`${baseUrl}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const text = await response.text()
    const parsed = JSON.parse(text) as { result?: unknown; error?: unknown }
    if (!response.ok || parsed.error !== undefined) throw new Error(`${method} answered: ${text.slice(0, 300)}`)
    return { text, result: parsed.result }
  }
}
