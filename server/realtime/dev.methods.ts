/**
 * Dev-only methods of live notices (contract `devMethods`), registered only outside production:
 * how a person or an end-to-end test sees how many sockets an account holds (one per account,
 * whatever the number of its open tabs), and how a test takes a page's socket down while the
 * server stays up.
 */
import { SocketCloseCode } from '../../contract/index'
import { userIdByEmail } from '../modules/account/users.queries'
import type { MethodRegistry } from '../rpc/registry'
import type { SocketRegistry } from './socket-registry'

export function registerDevSocketMethods(methods: MethodRegistry, sockets: SocketRegistry): void {
  methods.register('dev_getLiveSockets', async (ctx, { email }) => {
    const userId = await userIdByEmail(ctx.db, email)
    return { sockets: sockets.count(userId) }
  })
  methods.register('dev_dropSockets', async (ctx, { email }) => {
    const userId = await userIdByEmail(ctx.db, email)
    return { closed: sockets.closeUser(userId, SocketCloseCode.ServiceRestart, 'dropped by dev_dropSockets') }
  })
}
