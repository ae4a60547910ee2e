/** The package cards of the landing page: name and description in the page's language, price and RU. */
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { CatalogPackage } from '../../../../contract/index'
import { useCatalogWords } from '../../../i18n/catalog-words'
import { formatUsd } from '../../../lib/money'
import { formatRuShort } from '../../../lib/number-format'

export function PlanCards({ plans }: { plans: readonly CatalogPackage[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="landing-plans">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </ul>
  )
}

function PlanCard({ plan }: { plan: CatalogPackage }) {
  const { t, i18n } = useLingui()
  const words = useCatalogWords()
  // Short figures (250M, 1.2B; 2.5亿 in Chinese), as the billing pages write them.
  const ru = formatRuShort(i18n.locale, plan.ru)
  const price = formatUsd(plan.price)
  const days = plan.durationDays
  return (
    <li
      className="flex flex-col rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      data-testid="landing-plan"
    >
      <h3 className="font-semibold">{words.packageName(plan.name)}</h3>
      <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-300">
        {words.packageDescription(plan.name, plan.description)}
      </p>
      <p className="mt-3 text-lg font-semibold tabular-nums">
        {plan.packageType === 'enterprise'
          ? t`From ${price}`
          : days === null
            ? t`${price} per top-up`
            : plural(days, { one: `${price} for # day`, other: `${price} for # days` })}
      </p>
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
        {plan.packageType === 'default' ? t`${ru} RU per top-up` : t`${ru} RU`}
      </p>
    </li>
  )
}
