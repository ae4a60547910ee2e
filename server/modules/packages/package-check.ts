/**
 * "Features are offered only with a package that allows them; otherwise the error says which
 * package is needed" (issue 7). The API-key settings ask here before switching a feature on; the
 * refusal is 10422 in English and Chinese naming the package, with `data { feature, features,
 * requiredSku, currentPackage }` so the app can link to it. Switching a feature off never asks.
 */
import type { Kysely } from 'kysely'
import { packageName, type ApiKeyFeature } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { businessRule } from '../../rpc/errors'
import { cheapestSkuWith, ownerPackages, type PackageOwner } from './packages.queries'

/** How a refusal names each feature, in the middle of a sentence. */
const FEATURE_NAMES: Record<ApiKeyFeature, { en: string; zh: string }> = {
  archive_mode: { en: 'archive mode', zh: '归档模式' },
  mev_protection: { en: 'MEV protection', zh: 'MEV 保护' },
  bundler: { en: 'the ERC-4337 bundler', zh: 'ERC-4337 Bundler' },
}

/**
 * Refuses (throws 10422) when `owner`'s live packages lack any of `switchingOn`. The package named
 * is the lowest one that has every feature in `wanted` (all the key will have on), so buying it
 * is enough. Reads only: the caller has changed nothing yet.
 */
export async function refuseFeaturesOutsidePackage(
  db: Kysely<DB>,
  owner: PackageOwner,
  switchingOn: readonly ApiKeyFeature[],
  wanted: readonly ApiKeyFeature[],
): Promise<void> {
  if (switchingOn.length === 0) return
  const packages = await ownerPackages(db, owner)
  const missing = switchingOn.filter((feature) => !packages.features.includes(feature))
  if (missing.length === 0) return
  const required = await cheapestSkuWith(db, wanted)
  const en = sentenceStart(missing.map((feature) => FEATURE_NAMES[feature].en).join(' and '))
  const zh = missing.map((feature) => FEATURE_NAMES[feature].zh).join('和')
  const verb = missing.length === 1 ? 'needs' : 'need'
  throw businessRule(
    required
      ? `${en} ${verb} the ${required.name} package or higher; your current package is ${packages.current}`
      : `${en} ${verb} a package that no plan on sale includes; please contact us`,
    required
      ? `${zh}需要 ${packageName(required.name, 'zh')} 套餐或更高级别的套餐；您当前的套餐是 ${packageName(packages.current, 'zh')}`
      : `${zh}不包含在任何在售套餐中，请联系我们`,
    {
      feature: missing[0],
      features: missing,
      requiredSku: required?.name ?? null,
      currentPackage: packages.current,
    },
  )
}

/** `archive mode…` → `Archive mode…`. */
function sentenceStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
