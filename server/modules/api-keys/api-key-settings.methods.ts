/**
 * A key's endpoint settings (issue 7): advanced features, bundler, MEV mode and whitelist. Same
 * owner rules as api-keys.methods.ts: the key must be a live key of the account, or of the team in
 * context; anything else answers 50404 and nothing changes. Each change answers the whole key.
 *
 * Decisions the issue left open:
 * - "MEV protection and global cast exclude each other" reads, on the contract's fields, as:
 *   `features.mev_protection` (private routing that shields transactions from front-running) can
 *   not be on while `mev` is `'globalcast'` (broadcast to every public mempool). Either order is
 *   refused with 10422 (`data.conflict`): switching the feature on while the mode is global cast,
 *   or picking global cast while the feature is on. The modes `''` (normal) and `'auto'` go with
 *   either state of the feature. The row is locked before the check, so two calls at once cannot
 *   reach the combination between them.
 * - The bundler and MEV mode can be picked while their feature is off: they are kept for when it
 *   is switched on (the page shows the choice greyed out).
 * - A notice (`apikey_feature_update`) is written only when something actually changed: naming the
 *   feature when one changed, none when several did. Whitelist changes send none (not a feature).
 * - A feature is switched on only when the owner's live packages include it
 *   (`refuseFeaturesOutsidePackage`, modules/packages): otherwise 10422 naming the lowest package
 *   that has every feature the key would have on, `data { feature, features, requiredSku,
 *   currentPackage }`, and nothing changes. Switching off is always allowed, and so is keeping a
 *   feature on that a package no longer covers (hub_getApiKeyNeedUpgrade lists those keys).
 *   Picking the bundler or the MEV mode asks no package: the choice only acts with the feature on.
 * - Not done yet: features only on chains that support them (the chain table has no feature
 *   columns yet); that check belongs beside the package check in hub_setApiKeyAdvancedFeatures.
 */
import type { ApiKeyFeature, ApiKeyFeatures, MevMode } from '../../../contract/index'
import { API_KEY_FEATURES } from '../../../contract/index'
import type { RpcContext } from '../../rpc/context'
import { businessRule, notFound } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { notify } from '../notices/notify'
import { refuseFeaturesOutsidePackage } from '../packages/package-check'
import { apiKeyOwnerOf } from './api-keys.methods'
import {
  type ApiKeyOwner,
  type ApiKeySettings,
  lockedApiKeyRowOf,
  toApiKey,
  updateApiKeySettings,
} from './api-keys.queries'
import { checkWhitelist } from './whitelist'

/** The same answer as api-keys.methods.ts for a key that is absent, deleted or someone else's. */
function keyNotFound(id: number) {
  return notFound(`No API key has the id ${id}`, `没有 ID 为 ${id} 的 API 密钥`)
}

/** Refuses MEV protection together with global cast; nothing has changed yet. */
function refuseMevConflict(features: ApiKeyFeatures, mev: MevMode): void {
  if (features.mev_protection && mev === 'globalcast') {
    throw businessRule(
      'MEV protection and global cast exclude each other: switch MEV protection off to use global cast, or pick another MEV mode',
      'MEV 保护与全局广播（global cast）不能同时开启：如需全局广播请先关闭 MEV 保护，或选择其他 MEV 模式',
      { conflict: ['mev_protection', 'globalcast'] },
    )
  }
}

/** The new settings of a key, and the features whose state or choice changed (for the notice). */
interface KeyChange {
  settings: ApiKeySettings
  changed: ApiKeyFeature[]
}

/**
 * Reads the caller's key locked, lets `change` compute the new settings (throwing to refuse),
 * writes them and tells the owner about a feature change.
 */
async function changeKey(
  ctx: RpcContext,
  id: number,
  change: (current: ReturnType<typeof toApiKey>, owner: ApiKeyOwner) => KeyChange | Promise<KeyChange>,
) {
  const owner = apiKeyOwnerOf(ctx)
  const row = await lockedApiKeyRowOf(ctx.db, owner, id)
  if (!row) throw keyNotFound(id)
  const { settings, changed } = await change(toApiKey(row), owner)
  const key = await updateApiKeySettings(ctx.db, owner, id, settings)
  if (!key) throw keyNotFound(id)
  if (changed.length > 0) {
    await notify(ctx.db, owner, 'apikey_feature_update', {
      apikeyName: key.name,
      apikeyId: id,
      ...(changed.length === 1 ? { featureName: changed[0] } : {}),
    })
  }
  return key
}

/** Registers hub_setApiKeyAdvancedFeatures, hub_setApiKeyBundler, hub_setApiKeyMev, hub_updateApiKey. */
export function registerApiKeySettingsMethods(registry: MethodRegistry): void {
  registry.register('hub_setApiKeyAdvancedFeatures', async (ctx, { id, features }) =>
    changeKey(ctx, id, async (key, owner) => {
      const next: ApiKeyFeatures = { ...key.features }
      for (const [feature, on] of Object.entries(features) as [ApiKeyFeature, boolean | undefined][]) {
        if (on !== undefined) next[feature] = on
      }
      const changed = (Object.keys(next) as ApiKeyFeature[]).filter(
        (feature) => next[feature] !== key.features[feature],
      )
      await refuseFeaturesOutsidePackage(
        ctx.db,
        owner,
        changed.filter((feature) => next[feature]),
        API_KEY_FEATURES.filter((feature) => next[feature]),
      )
      refuseMevConflict(next, key.mev)
      return { settings: { features: next }, changed }
    }),
  )

  registry.register('hub_setApiKeyBundler', async (ctx, { id, bundler }) =>
    changeKey(ctx, id, (key) => ({
      settings: { bundler },
      changed: bundler === key.bundler ? [] : ['bundler'],
    })),
  )

  registry.register('hub_setApiKeyMev', async (ctx, { id, mev }) =>
    changeKey(ctx, id, (key) => {
      refuseMevConflict(key.features, mev)
      return { settings: { mev }, changed: mev === key.mev ? [] : ['mev_protection'] }
    }),
  )

  registry.register('hub_updateApiKey', async (ctx, { id, whitelist }) =>
    changeKey(ctx, id, () => {
      const checked = checkWhitelist(whitelist)
      if (!checked.ok) {
        const { entry, index, reason, message, messageZh } = checked
        throw businessRule(message, messageZh, { entry, index, reason })
      }
      return { settings: { whitelist: checked.entries }, changed: [] }
    }),
  )
}
