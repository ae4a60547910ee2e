/**
 * The "needs upgrade" state (issue 7): keys whose features the package no longer includes (a
 * package ended, or a team's is lower). The banner above the key list names the keys, their
 * features and the package that covers them, with the way to buy one; the badge marks the card.
 * First paint of /rpc/endpoint: kept small, words in the main catalog.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ApiKeyFeature } from '../../../../contract/enums'
import type { ApiKeyUpgradeInfo } from '../../../../contract/methods/account-profile'

export function NeedsUpgradeBanner({ info }: { info: ApiKeyUpgradeInfo | null }) {
  const { t, i18n } = useLingui()
  if (!info?.needUpgrade || info.apiKeys.length === 0) return null
  const names: Record<ApiKeyFeature, string> = {
    archive_mode: t`Archive mode`,
    mev_protection: t`MEV protection`,
    bundler: t`Bundler`,
  }
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' })
  const current = info.currentPackage
  return (
    <section
      aria-label={t`Keys that need a package upgrade`}
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-medium">
        <Trans>These keys use features your {current} package does not include:</Trans>
      </p>
      <ul className="mt-1 list-disc pl-5">
        {info.apiKeys.map(({ id, name, features, requiredSku }) => {
          const missing = list.format(features.map((feature) => names[feature]))
          return (
            <li key={id}>
              {requiredSku ? (
                <Trans>
                  {name}: {missing}, included from the {requiredSku} package
                </Trans>
              ) : (
                <Trans>
                  {name}: {missing}
                </Trans>
              )}
            </li>
          )
        })}
      </ul>
      <Link to="/rpc/billings" className="mt-2 inline-block font-medium underline hover:no-underline">
        <Trans>Buy a package</Trans>
      </Link>
    </section>
  )
}

export function NeedsUpgradeBadge({ info, keyId }: { info: ApiKeyUpgradeInfo | null; keyId: number }) {
  if (!info?.needUpgrade || !info.apiKeys.some((key) => key.id === keyId)) return null
  return (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
      <Trans>Needs upgrade</Trans>
    </span>
  )
}
