/**
 * Compresses what is made per request (JSON-RPC answers, the index fallback when no
 * precompressed copy exists). Static assets arrive precompressed from the build and already carry
 * Content-Encoding, which this plugin leaves alone.
 */
import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/** Below this many bytes, compression costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024

export async function compressionSupport(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  })
}
