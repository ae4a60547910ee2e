/**
 * The server rows' baseline, run as its own process: a bare Fastify app whose `POST /api` (or
 * `POST $BENCH_PATH`) returns a fixed JSON answer (the real server's answer, read from
 * `BENCH_BODY_FILE`).
 * No logger, no hooks, no database: the floor of answering over HTTP with Fastify.
 */
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const answer = readFileSync(process.env.BENCH_BODY_FILE ?? '', 'utf8')
const app = Fastify({ logger: false })
app.post(process.env.BENCH_PATH || '/api', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(answer),
)
app.get('/healthz', async () => ({ status: 'ok' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
// PORT=0: the OS picked the port; the bench reads it from this line (BARE_LISTENING).
const address = app.server.address()
console.log(`listening on ${typeof address === 'object' && address ? address.port : ''}`)
