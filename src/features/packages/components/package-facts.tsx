/**
 * One package's figures, worded once for every place that shows a package (the cards side by
 * side, the checkout, the first-login picker): RU, how long it lasts, its rate limit, features.
 */
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ApiKeyFeature } from '../../../../contract/enums'
import type { Sku } from '../../../../contract/methods/packages'
import { formatRuShort, numberFormat } from '../../../lib/number-format'

/** Request units, short (250M, 1.2B; 2.5亿 in Chinese), in the reader's language. */
export function useRuFormat(): (ru: number) => string {
  const { i18n } = useLingui()
  return (ru) => formatRuShort(i18n.locale, ru)
}

export function PackageFacts({ sku }: { sku: Sku }) {
  const { t, i18n } = useLingui()
  const formatRu = useRuFormat()
  const ru = formatRu(sku.ru)
  const rate = numberFormat(i18n.locale).format(sku.rateLimit)
  const days = sku.durationDays
  return (
    <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-200">
      <li data-testid="package-ru">{sku.packageType === 'default' ? t`${ru} RU per top-up` : t`${ru} RU`}</li>
      <li>{days === null ? t`Lasts until used up` : plural(days, { one: 'Lasts # day', other: 'Lasts # days' })}</li>
      <li>{t`Up to ${rate} RU per second`}</li>
      {sku.features.length === 0 ? (
        <li>{t`Standard API calls`}</li>
      ) : (
        sku.features.map((feature) => <li key={feature}>{featureName(feature, t)}</li>)
      )}
    </ul>
  )
}

function featureName(feature: ApiKeyFeature, t: ReturnType<typeof useLingui>['t']): string {
  switch (feature) {
    case 'archive_mode':
      return t`Archive mode`
    case 'bundler':
      return t`Bundler (ERC-4337)`
    case 'mev_protection':
      return t`MEV protection`
  }
}
