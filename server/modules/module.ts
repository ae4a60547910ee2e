/**
 * What a server module is: an area of the product (system, account, api-keys, wallet…) that
 * registers its methods and, optionally, seeds the reference data it owns.
 */
import type { Kysely } from 'kysely'
import type { OauthProviderSettings } from '../config'
import type { DB } from '../db/schema'
import type { MethodRegistry } from '../rpc/registry'

/** Deployment settings a module may read; built once from the environment by `main.ts`. */
export interface ModuleSettings {
  /** Production turns off demo data and dev-only methods. */
  production: boolean
  /** The folder of the built app, or null when none is served. */
  staticDir: string | null
  /** The domain of customer RPC endpoints, filled into `{domain}` of endpoint templates. */
  rpcDomain: string
  supportEmail: string
  /** OAuth / OpenID Connect providers (`ServerConfig.oauthProviders`); absent: none. */
  oauthProviders?: readonly OauthProviderSettings[]
}

/** One area of the server. */
export interface HubModule {
  readonly name: string
  /** Adds the module's handlers to the registry. */
  registerMethods(registry: MethodRegistry, settings: ModuleSettings): void
  /**
   * Inserts reference data the product cannot run without (the chain catalogue), when missing.
   * Runs at every start after migrations, so it must be idempotent.
   */
  seedReferenceData?(db: Kysely<DB>): Promise<void>
}
