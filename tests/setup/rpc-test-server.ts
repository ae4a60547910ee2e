/**
 * Test support for the RPC client's tests (never imported by the app): a real HTTP server on
 * 127.0.0.1, answering `POST /api` with scripted answers per method, optionally late, and
 * recording every call with its headers, so the client is tested over a real socket.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { HubError } from '../../contract'

/** One scripted answer: a JSON-RPC result or error (HTTP 200), or an HTTP status with a raw body. */
export interface ScriptedAnswer {
  result?: unknown
  error?: HubError
  /** HTTP status; 200 unless given. */
  status?: number
  /** Raw body, sent instead of the JSON-RPC envelope. */
  body?: string
  /** ms before answering. */
  delayMs?: number
}

export interface ReceivedCall {
  /** The envelope's `jsonrpc` and `id` as sent: without an id the real server would not answer. */
  jsonrpc: unknown
  id: unknown
  method: string
  params: unknown
  headers: IncomingHttpHeaders
  /** The client went away before the answer was sent (a cancelled or timed-out call). */
  abandoned: boolean
}

export interface RpcTestServer {
  /** `http://127.0.0.1:PORT`, the client's baseUrl. */
  url: string
  calls: ReceivedCall[]
  /** Scripts how a method answers from now on; unscripted methods answer `{ result: null }`. */
  answer(method: string, answer: ScriptedAnswer | ((call: ReceivedCall) => ScriptedAnswer)): void
  /** Forgets scripts and recorded calls. */
  reset(): void
  close(): Promise<void>
}

export async function startRpcTestServer(): Promise<RpcTestServer> {
  const scripts = new Map<string, ScriptedAnswer | ((call: ReceivedCall) => ScriptedAnswer)>()
  const calls: ReceivedCall[] = []

  const server = createServer((request, response) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => {
      const { jsonrpc, id, method, params } = JSON.parse(text) as {
        jsonrpc: unknown
        id: number
        method: string
        params: unknown
      }
      const call: ReceivedCall = { jsonrpc, id, method, params, headers: request.headers, abandoned: false }
      calls.push(call)
      response.on('close', () => {
        if (!response.writableFinished) call.abandoned = true
      })
      const script = scripts.get(method) ?? { result: null }
      const answer = typeof script === 'function' ? script(call) : script
      setTimeout(() => send(response, id, answer), answer.delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answer: (method, answer) => void scripts.set(method, answer),
    reset() {
      scripts.clear()
      calls.length = 0
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** A port nothing listens on, for network failures. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

function send(response: ServerResponse, id: number, answer: ScriptedAnswer): void {
  if (response.destroyed) return
  const envelope = answer.error
    ? { jsonrpc: '2.0', id, error: answer.error }
    : { jsonrpc: '2.0', id, result: answer.result }
  const body = answer.body ?? JSON.stringify(envelope)
  response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(body)
}
