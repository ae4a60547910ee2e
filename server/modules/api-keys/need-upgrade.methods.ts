/**
 * `hub_getApiKeyNeedUpgrade`: the owner's keys (the account's, or the team's in context) with a
 * feature on that the owner's live packages no longer include, typically after a package ended.
 * Such keys keep their settings (switching off is always allowed, and nothing is switched off
 * behind the customer's back); the app shows them as needing an upgrade and names, per key, the
 * lowest package that covers every feature the key has on.
 */
import type { ApiKey, ApiKeyFeature, ApiKeyUpgradeInfo } from '../../../contract/index'
import { API_KEY_FEATURES } from '../../../contract/index'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { MethodRegistry } from '../../rpc/registry'
import { cheapestSkuWith, ownerPackages } from '../packages/packages.queries'
import { apiKeyOwnerOf } from './api-keys.methods'
import { type ApiKeyOwner, apiKeysOf } from './api-keys.queries'

/** Registers hub_getApiKeyNeedUpgrade. */
export function registerNeedUpgradeMethods(registry: MethodRegistry): void {
  registry.register('hub_getApiKeyNeedUpgrade', async (ctx) => apiKeyUpgradeInfo(ctx.db, apiKeyOwnerOf(ctx)))
}

/** Which of `owner`'s live keys have features beyond its packages, and the package each needs. */
export async function apiKeyUpgradeInfo(db: Kysely<DB>, owner: ApiKeyOwner): Promise<ApiKeyUpgradeInfo> {
  const packages = await ownerPackages(db, owner)
  const requiredFor = new Map<string, string | null>()
  const apiKeys: ApiKeyUpgradeInfo['apiKeys'] = []
  for (const key of await everyKeyOf(db, owner)) {
    const enabled = API_KEY_FEATURES.filter((feature) => key.features[feature])
    const beyond = enabled.filter((feature) => !packages.features.includes(feature))
    if (beyond.length === 0) continue
    apiKeys.push({ id: key.id, name: key.name, features: beyond, requiredSku: await requiredSku(enabled) })
  }
  return {
    needUpgrade: apiKeys.length > 0,
    currentPackage: packages.current,
    allowedFeatures: packages.features,
    apiKeys,
  }

  /** The package for a set of features, asked once per distinct set. */
  async function requiredSku(features: ApiKeyFeature[]): Promise<string | null> {
    const setKey = features.join(',')
    if (!requiredFor.has(setKey)) requiredFor.set(setKey, (await cheapestSkuWith(db, features))?.name ?? null)
    return requiredFor.get(setKey) ?? null
  }
}

/** Every live key of `owner`, newest first, read a page at a time. */
async function everyKeyOf(db: Kysely<DB>, owner: ApiKeyOwner): Promise<ApiKey[]> {
  const pageSize = 100
  const keys: ApiKey[] = []
  for (let offset = 0; ; offset += pageSize) {
    const { list, total } = await apiKeysOf(db, owner, { offset, limit: pageSize })
    keys.push(...list)
    if (list.length < pageSize || keys.length >= total) return keys
  }
}
