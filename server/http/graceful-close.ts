/**
 * Lets `app.close()` finish promptly. Fastify stops accepting and closes idle keep-alive
 * connections when closing begins, but a connection whose request is still running would go
 * back to idle keep-alive after its response and hold the close open until the keep-alive
 * timeout. Answering with `Connection: close` once closing has begun ends it right after.
 * Upgraded connections (notice sockets) are closed by realtime/live-notices.ts, with 1001.
 */
import type { FastifyInstance } from 'fastify'

/** Registers the hooks; call once on the root instance. */
export function gracefulClose(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  // A callback hook: it runs on every response, and an async one costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close')
    done(null, payload)
  })
}
