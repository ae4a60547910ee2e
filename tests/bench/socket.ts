/**
 * Row "Socket": notices do not exist yet, so this row prints "not built" rather than a number.
 * When they land: `connections` sockets connected to `/ws`, one notice broadcast, p50 and p99
 * of the delivery time across sockets.
 */
import { notBuilt, type BenchLine } from './support/lines'

export async function benchSocket(connections: number): Promise<BenchLine[]> {
  const note = `Notices and /ws are a later issue. Then: ${connections.toLocaleString('en')} connected sockets, one notice broadcast, p50 and p99 delivery time.`
  return [
    notBuilt('socket', `socket broadcast to ${connections} p50`, note),
    notBuilt('socket', `socket broadcast to ${connections} p99`, note),
  ]
}
