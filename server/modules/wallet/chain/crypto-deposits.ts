/**
 * Crypto deposits of one server instance: its settings, its address deriver, the in-process dev
 * chain when a network is `in-process`, and a watcher per network. `start` returns at once and
 * brings the chain and the watchers up in the background, so a server is ready (and `npm start`
 * listens) without waiting ~1-2 s for ganache; `devnet()` waits for it. Chain code is loaded
 * with `import()` here and only here, so servers without deposits never load ganache or viem.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import type { DepositSettings } from './deposit-settings'
import { IN_PROCESS } from './deposit-settings'
import type { Devnet } from './devnet'
import type { DepositWatcher } from './deposit-watcher'
import { createAddressDeriver, type AddressDeriver } from './hd-addresses'

/** A server's crypto deposits. */
export interface CryptoDeposits {
  settings: DepositSettings
  deriveAddress: AddressDeriver
  /** The in-process chain once it runs; refuses when no network is in-process or it failed to start. */
  devnet(): Promise<Devnet>
  /** Starts the chain (if any) and the watchers in the background. */
  start(db: Kysely<DB>): void
  /** Stops the watchers, then the chain; later calls answer the same promise. */
  stop(): Promise<void>
}

/** The crypto deposits `settings` describe; nothing runs until `start`. */
export function createCryptoDeposits(settings: DepositSettings, log: FastifyBaseLogger): CryptoDeposits {
  const inProcess = settings.networks.filter((network) => network.rpcUrl === IN_PROCESS)
  if (inProcess.length > 1) throw new Error('only one deposit network can be the in-process chain')
  let devnet: Promise<Devnet> | undefined
  let started: Promise<DepositWatcher[]> | undefined
  let stopped: Promise<void> | undefined

  const startAll = async (db: Kysely<DB>): Promise<DepositWatcher[]> => {
    const [{ startDepositWatcher }, { createPublicClient, http }] = await Promise.all([
      import('./deposit-watcher'),
      import('viem'),
    ])
    const watchers: DepositWatcher[] = []
    for (const network of settings.networks) {
      if (network.rpcUrl === IN_PROCESS) {
        const chain = await devnet!
        const watcher = startDepositWatcher({ db, client: chain.client, network, log, freshChain: chain.fresh })
        const unsubscribe = chain.onNewHead(() => watcher.wake())
        watchers.push({ wake: watcher.wake, stop: async () => (unsubscribe(), watcher.stop()) })
      } else {
        const client = createPublicClient({ transport: http(network.rpcUrl), cacheTime: 0 })
        watchers.push(startDepositWatcher({ db, client, network, log, freshChain: false }))
      }
    }
    log.info({ networks: settings.networks.map((network) => network.id) }, 'deposit watchers started')
    return watchers
  }

  return {
    settings,
    deriveAddress: createAddressDeriver(settings.hdKey),
    devnet() {
      return devnet ?? Promise.reject(new Error('no deposit network runs in-process'))
    },
    start(db) {
      const network = inProcess[0]
      if (network) {
        devnet = import('./devnet').then(({ startDevnet }) => startDevnet(network, settings.devnetDbPath))
        devnet.catch((error: unknown) => log.error({ err: error }, 'the dev chain failed to start'))
      }
      started = startAll(db)
      started.catch((error: unknown) => log.error({ err: error }, 'the deposit watchers failed to start'))
    },
    stop() {
      // Once: a second disconnect of ganache's provider never settles.
      stopped ??= (async () => {
        const watchers = await started?.catch(() => [])
        await Promise.all((watchers ?? []).map((watcher) => watcher.stop()))
        await (await devnet?.catch(() => undefined))?.stop()
      })()
      return stopped
    },
  }
}
