/**
 * The mailer a signed-in call sends through. A mutating `user` method runs in a transaction
 * (rpc/dispatch.ts), and the dev outbox is a table: written through the server's root connection
 * it would wait forever behind that transaction on PGlite (one connection). So the outbox writes
 * through the call's own `ctx.db`, and its row commits or rolls back with the call. SMTP is used
 * as it is.
 */
import { DEFAULT_PUBLIC_URL } from '../../config'
import type { Mailer } from '../../mail/mailer'
import { OutboxMailer } from '../../mail/outbox-mailer'
import type { RpcContext } from '../../rpc/context'
import type { ModuleSettings } from '../module'

/** The server's mailer for this call; the dev outbox in the call's transaction. */
export function mailerFor(settings: ModuleSettings, ctx: RpcContext): Mailer {
  const mailer = settings.mailer
  return !mailer || mailer instanceof OutboxMailer ? new OutboxMailer(ctx.db, ctx.log) : mailer
}

/** The origin of links in mails (`HUBDECK_PUBLIC_URL`). */
export function publicUrlOf(settings: ModuleSettings): string {
  return settings.publicUrl ?? DEFAULT_PUBLIC_URL
}
