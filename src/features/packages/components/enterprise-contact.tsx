/**
 * Enterprise plans are agreed with sales (hub_getEnterpriseInfo): the caller's plan when one is
 * active, and whom to write to. Read once per visit; offline or failed, the mail link is the
 * last answer's, or not shown.
 */
import { Trans } from '@lingui/react/macro'
import type { EnterpriseInfo } from '../../../../contract/methods/packages'
import { useCatalogWords } from '../../../i18n/catalog-words'
import { INLINE_LINK_CLASS } from '../../../components/ui/button-styles'

export function EnterpriseContact({ info }: { info: EnterpriseInfo | null }) {
  if (!info) return null
  return (
    <section
      aria-labelledby="enterprise-title"
      data-testid="enterprise-contact"
      className="rounded-lg border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="enterprise-title" className="text-base font-semibold">
        <Trans>Enterprise</Trans>
      </h2>
      {info.active && info.skuName ? (
        <p className="mt-1 text-sm">
          <ActivePlan name={info.skuName} />
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          <Trans>Dedicated capacity, custom rate limits and invoicing terms, agreed with our sales team.</Trans>
        </p>
      )}
      <p className="mt-3 text-sm">
        <a href={`mailto:${info.salesEmail}`} className={INLINE_LINK_CLASS} data-testid="sales-email">
          <WriteTo email={info.salesEmail} />
        </a>
      </p>
    </section>
  )
}

function WriteTo({ email }: { email: string }) {
  return <Trans>Write to {email}</Trans>
}

function ActivePlan({ name: storedName }: { name: string }) {
  const name = useCatalogWords().packageName(storedName)
  return <Trans>Your enterprise plan: {name}</Trans>
}
