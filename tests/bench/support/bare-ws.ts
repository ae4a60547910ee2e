/**
 * The socket row's baseline, run as its own process: a bare `ws` server on `node:http` that sends
 * the body of each `POST /send` to every connected socket as one text frame. No token check, no
 * database, no Fastify: the floor of fanning one frame out to N sockets from one Node process.
 */
import { createServer } from 'node:http'
import { WebSocketServer } from 'ws'

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/healthz') {
    response.end('ok')
    return
  }
  if (request.method !== 'POST' || request.url !== '/send') {
    response.writeHead(404).end()
    return
  }
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    // Encoded once and sent as text, as the Hubdeck server does.
    const frame = Buffer.concat(chunks)
    for (const socket of sockets.clients) socket.send(frame, { binary: false })
    response.end(String(sockets.clients.size))
  })
})
const sockets = new WebSocketServer({ server })
// PORT=0: the OS picks the port; the bench reads it from this line (BARE_LISTENING in autocannon.ts).
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  const address = server.address()
  console.log(`listening on ${typeof address === 'object' && address ? address.port : ''}`)
})
