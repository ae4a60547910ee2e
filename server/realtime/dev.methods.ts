/**
 * Dev-only methods of live notices (contract `devMethods`), registered only outside production:
 * how a person or an end-to-end test sees how many sockets an account holds (one per account,
 * whatever the number of its open tabs).
 */
import { notFound } from '../rpc/errors'
import type { MethodRegistry } from '../rpc/registry'
import type { SocketRegistry } from './socket-registry'

export function registerDevSocketMethods(methods: MethodRegistry, sockets: SocketRegistry): void {
  methods.register('dev_getLiveSockets', async (ctx, { email }) => {
    const user = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
    if (!user) throw notFound(`No account has the e-mail ${email}`, `没有使用邮箱 ${email} 的账户`)
    return { sockets: sockets.count(Number(user.id)) }
  })
}
