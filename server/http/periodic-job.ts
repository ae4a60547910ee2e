/**
 * A job of a server that runs every `intervalMs` from `onReady` until `onClose`, never two runs
 * of one instance at once; a failed run is logged and the next one comes anyway. Jobs that every
 * instance may run (each run claims its own rows) use it: auto-renew, usage retention.
 */
import type { FastifyInstance } from 'fastify'

/** Runs `run` every `intervalMs` while `app` is up; `label` names a failed run in the log. */
export function runPeriodically(
  app: FastifyInstance,
  { intervalMs, label, run }: { intervalMs: number; label: string; run: () => Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | null = null
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return
      running = run()
        .catch((error: unknown) => app.log.error({ err: error }, `${label} failed`))
        .finally(() => (running = null))
    }, intervalMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
