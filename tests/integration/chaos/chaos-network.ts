/**
 * The network of the chaos runs: a real HTTP proxy between the RPC client and the server, which
 * can be offline, point at a restarted server, and do one of the `Fault`s to the next calls. The
 * client and the server speak real HTTP over real sockets through it; only the trouble is made up.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HubErrorCode } from '../../../contract/errors'
import type { Fault } from './chaos-scenario'

export interface ChaosNetwork {
  /** `http://127.0.0.1:PORT`: the client's baseUrl. */
  url: string
  online: boolean
  /** The server's port the proxy forwards to (a restarted server listens on a new one). */
  upstreamPort: number
  /** The next `count` calls suffer `fault`, after those already planned. */
  failNext(fault: Fault, count: number): void
  /** Forgets planned faults (the end of a run: the network heals). */
  heal(): void
  /** Resolves when the next call reaches the proxy (or at once if `since` calls already did). */
  callSeen(since: number): Promise<void>
  /** Calls that reached the proxy so far. */
  readonly calls: number
  /** Resolves once no call is held or forwarded (hung answers released, late calls delivered). */
  settled(): Promise<void>
  close(): Promise<void>
}

/** How long a late call waits after its client gave up before it reaches the server. */
const LATE_DELIVERY_MS = 5

export async function startChaosNetwork(upstreamPort: number): Promise<ChaosNetwork> {
  const planned: Fault[] = []
  const waiters: (() => void)[] = []
  const idleWaiters: (() => void)[] = []
  let calls = 0
  let inFlight = 0

  const finished = () => {
    inFlight -= 1
    if (inFlight === 0) for (const resolve of idleWaiters.splice(0)) resolve()
  }

  /** Sends the call on to the server; resolves with its answer, or null if the server was not there. */
  function forward(incoming: IncomingMessage, body: Buffer): Promise<{ status: number; body: Buffer } | null> {
    return new Promise((resolve) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: network.upstreamPort,
          path: incoming.url,
          method: incoming.method,
          headers: { ...incoming.headers, connection: 'close' },
        },
        (answer) => {
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('end', () => resolve({ status: answer.statusCode ?? 502, body: Buffer.concat(chunks) }))
          answer.on('error', () => resolve(null))
        },
      )
      outgoing.on('error', () => resolve(null))
      outgoing.end(body)
    })
  }

  function answer(response: ServerResponse, status: number, body: Buffer | string): void {
    if (response.destroyed) return
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(body)
  }

  /** Resolves when the client gives up on the call (its timeout) and the connection closes. */
  const clientGone = (response: ServerResponse) =>
    new Promise<void>((resolve) => {
      if (response.destroyed) resolve()
      else response.on('close', () => resolve())
    })

  async function handle(incoming: IncomingMessage, response: ServerResponse, body: Buffer): Promise<void> {
    const fault = network.online ? planned.shift() : 'refused'
    switch (fault) {
      case 'refused':
        response.socket?.destroy()
        return
      case 'status429':
        return answer(response, 429, '')
      case 'status503':
        return answer(response, 503, '<html>Service Unavailable</html>')
      case 'rpc10429': {
        const error = { code: HubErrorCode.RateLimited, message: 'Too many requests', messageZh: '请求过于频繁' }
        return answer(response, 200, JSON.stringify({ jsonrpc: '2.0', id: null, error }))
      }
      case 'dropAfter':
        await forward(incoming, body)
        response.socket?.destroy()
        return
      case 'status502After':
        await forward(incoming, body)
        return answer(response, 502, '')
      case 'hangAfter':
        await forward(incoming, body)
        await clientGone(response)
        return
      case 'hangThenLate':
        await clientGone(response)
        await new Promise((resolve) => setTimeout(resolve, LATE_DELIVERY_MS))
        await forward(incoming, body)
        return
      case undefined: {
        const reply = await forward(incoming, body)
        if (reply) answer(response, reply.status, reply.body)
        else response.socket?.destroy()
        return
      }
    }
  }

  const proxy = createServer((incoming, response) => {
    calls += 1
    inFlight += 1
    for (const resolve of waiters.splice(0)) resolve()
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      handle(incoming, response, Buffer.concat(chunks)).finally(finished)
    })
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))

  const network: ChaosNetwork = {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    online: true,
    upstreamPort,
    failNext(fault, count) {
      for (let index = 0; index < count; index += 1) planned.push(fault)
    },
    heal() {
      planned.length = 0
      network.online = true
    },
    callSeen(since) {
      if (calls > since) return Promise.resolve()
      return new Promise((resolve) => waiters.push(resolve))
    },
    get calls() {
      return calls
    },
    settled() {
      if (inFlight === 0) return Promise.resolve()
      return new Promise((resolve) => idleWaiters.push(resolve))
    },
    close() {
      proxy.closeAllConnections()
      return new Promise((resolve) => proxy.close(() => resolve()))
    },
  }
  return network
}
