/**
 * Where `npm start`'s log lines go: stdout, written once per event-loop turn rather than once per
 * line. Under load the server writes a line per call, and a write system call per line cost 17 %
 * of `hub_getApiKeys`' throughput (11.7k against 14.0k req/s with LOG_LEVEL=warn, issue 15).
 * Lines keep their order; what is still pending when the process exits is written then, a crash
 * included (stdout is synchronous on Linux for files and pipes).
 */

/** What pino writes to: one line (with its newline) at a time. */
export interface LineStream {
  write(line: string): void
  /** Writes what is pending now. */
  flush(): void
}

export function batchedLines(out: { write(text: string): unknown } = process.stdout): LineStream {
  let pending: string[] = []
  let scheduled = false
  const flush = () => {
    scheduled = false
    if (pending.length === 0) return
    const text = pending.join('')
    pending = []
    out.write(text)
  }
  process.once('exit', flush)
  return {
    write(line) {
      pending.push(line)
      if (!scheduled) {
        scheduled = true
        setImmediate(flush)
      }
    },
    flush,
  }
}
