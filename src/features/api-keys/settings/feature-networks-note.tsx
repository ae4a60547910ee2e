/**
 * "Works on 18 of 23 networks", with the list one click away: where a feature applies, from the
 * chain table, so the choice is made knowing it. Nothing while the chain table is not loaded.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ApiKeyFeature } from '../../../../contract/enums'
import type { Chain } from '../../../../contract/methods/system'
import { networksWithFeature } from './feature-networks'

export function FeatureNetworksNote({ chains, feature }: { chains: readonly Chain[]; feature: ApiKeyFeature }) {
  const { t } = useLingui()
  const { supported, total } = networksWithFeature(chains, feature)
  if (total === 0) return null
  const count = supported.length
  return (
    <details className="mt-2 text-sm text-slate-600 dark:text-slate-400">
      <summary className="cursor-pointer rounded outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
        <Trans>
          Works on {count} of {total} networks
        </Trans>
      </summary>
      {count === 0 ? (
        <p className="mt-1">
          <Trans>No network offers it yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Networks with this feature`} className="mt-1 flex flex-wrap gap-1">
          {supported.map((name) => (
            <li key={name} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">
              {name}
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}
