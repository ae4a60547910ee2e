/**
 * Puts crypto deposits into a Fastify server: the service as `app.cryptoDeposits` (null without
 * deposit settings), started on `onReady` and stopped on `onClose`.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { createCryptoDeposits, type CryptoDeposits } from './crypto-deposits'
import type { DepositSettings } from './deposit-settings'

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's crypto deposits; tests reach the dev chain through `devnet()`. */
    cryptoDeposits: CryptoDeposits | null
  }
}

/** Creates the service from `settings` (none: null) and ties it to the server's life. */
export function attachCryptoDeposits(
  app: FastifyInstance,
  settings: DepositSettings | null | undefined,
  db: Kysely<DB>,
): CryptoDeposits | null {
  const deposits = settings ? createCryptoDeposits(settings, app.log) : null
  app.decorate('cryptoDeposits', deposits)
  if (deposits) {
    app.addHook('onReady', async () => deposits.start(db))
    app.addHook('onClose', async () => deposits.stop())
  }
  return deposits
}
