/**
 * Row "deposits" (issue 16): the deposit watcher's lag, from the block that holds a transfer
 * being mined to the wallet's balance holding it. The server is built in this process
 * (`buildServer`, PGlite in a temporary folder as `npm start` uses it, the dev chain at its
 * default 2 s blocks) with 1 confirmation, so the transfer's own block credits it. The block's
 * time is when the chain announces it (ganache's `newHeads`, heard in this process); the credit's
 * is when the wallet row shows the new balance (read every 5 ms). Median over `transfers`.
 * Baseline: the chain's block time, the wait a customer has for each confirmation anyway; the
 * ratio says how much of one block the watcher adds on top.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { buildServer } from '../../server/app'
import { openDatabase } from '../../server/db/database'
import { migrate } from '../../server/db/migrate'
import { createUser } from '../../server/modules/account/users.queries'
import { seedReferenceData } from '../../server/modules/modules'
import { walletIdOf } from '../../server/modules/wallet/ledger'
import { depositAddressOf } from '../../server/modules/wallet/chain/deposit-addresses'
import { DEVNET_ID, DEVNET_USDT, devnetDepositSettings } from '../../server/modules/wallet/chain/devnet-network'
import { measured, type BenchLine } from './support/lines'
import { median } from './support/median'
import { BENCH_TMP } from './support/paths'

const BLOCK_TIME_MS = 2_000

export async function benchDepositLag({ transfers }: { transfers: number }): Promise<BenchLine[]> {
  const dataDir = mkdtempSync(join(BENCH_TMP, 'deposits-'))
  const database = await openDatabase({ dataDir: join(dataDir, 'db') })
  const app = await buildServer({
    db: database,
    production: false,
    deposits: devnetDepositSettings({ blockTimeMs: BLOCK_TIME_MS, requiredConfirmations: 1 }),
  })
  try {
    const db = database.kysely
    await migrate(db)
    await seedReferenceData(db)
    await app.ready()
    const devnet = await app.cryptoDeposits!.devnet()
    const minedAt = new Map<bigint, number>()
    devnet.provider.on('message', (message) => {
      const number = (message as { data?: { result?: { number?: string } } }).data?.result?.number
      if (number) minedAt.set(BigInt(number), performance.now())
    })
    await devnet.provider.request({ method: 'eth_subscribe', params: ['newHeads'] })

    const userId = await createUser(db, { email: 'bench-deposits@example.com', passwordHash: 'x'.repeat(32) })
    const walletId = await walletIdOf(db, { userId })
    const { address } = await depositAddressOf(
      db,
      walletId,
      { coin: 'USDT', networkId: DEVNET_ID },
      app.cryptoDeposits!.deriveAddress,
    )
    const lags: number[] = []
    for (let index = 1; index <= transfers; index++) {
      const hash = await devnet.mint(DEVNET_USDT, address as `0x${string}`, 10_000_000n)
      const expected = `${index * 10}.00`
      let creditedAt: number
      for (;;) {
        const row = await db
          .selectFrom('wallets')
          .select((eb) => eb.cast<string>('amount', 'text').as('amount'))
          .where('id', '=', walletId)
          .executeTakeFirstOrThrow()
        if (row.amount === expected) {
          creditedAt = performance.now()
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      const receipt = await devnet.client.getTransactionReceipt({ hash })
      const mined = minedAt.get(receipt.blockNumber)
      if (mined === undefined) throw new Error(`block ${receipt.blockNumber} was never announced`)
      lags.push(creditedAt - mined)
    }
    return [
      measured('deposits', 'deposit watcher lag: block mined → balance credited', 'ms', median(lags), BLOCK_TIME_MS, {
        note: `median of ${transfers} transfers, 1 confirmation; baseline: the dev chain's block time (the wait per confirmation a customer has anyway)`,
        details: { lagsMs: lags },
      }),
    ]
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
