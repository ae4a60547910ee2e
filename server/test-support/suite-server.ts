/**
 * One server per suite: started in `beforeAll`, closed in `afterAll`. The getter reads it at call
 * time, so a suite's helpers (`rpcAsAccount(server)`) can be made before it starts.
 */
import { afterAll, beforeAll } from 'vitest'
import type { TestServer } from './test-server'

/** Registers the suite's start and close hooks; the answer gives the running server. */
export function suiteServer(start: () => Promise<TestServer>): () => TestServer {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await start()
  })
  afterAll(async () => {
    await server?.close()
  })
  return () => {
    if (!server) throw new Error('the suite server is read before its beforeAll ran')
    return server
  }
}
