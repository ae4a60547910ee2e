/** The chains served, by family: their names and how many mainnets and testnets (issue 21). */
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Skeleton } from '../../../components/ui/skeleton'
import { chainFamilies, type ChainFamily } from '../chain-families'
import { loadChains } from '../offer-loaders'
import { usePublicRead } from '../use-public-read'
import { LandingSection, SectionUnavailable } from './landing-section'

export function ChainsSection() {
  const { t } = useLingui()
  const read = usePublicRead(loadChains)
  return (
    <LandingSection
      title={t`Chains`}
      intro={t`HTTPS and WebSocket endpoints on mainnets and testnets, one key for all.`}
    >
      {read.status === 'loading' && (
        <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-3">
          <span className="sr-only">{t`Loading the chains…`}</span>
          {[0, 1, 2].map((index) => (
            // A family card's height beside the others (its chains' names wrap to ~5 lines): the plans
            // below stayed 46 px higher until the chains came (a layout shift Lighthouse counted).
            <Skeleton key={index} className="h-32 sm:h-44" />
          ))}
        </div>
      )}
      {read.status === 'failed' && (
        <SectionUnavailable>
          <Trans>The list of chains cannot be loaded right now; it shows here once you are back online.</Trans>
        </SectionUnavailable>
      )}
      {read.status === 'ready' && (
        <ul className="grid gap-4 sm:grid-cols-3" data-testid="landing-chains">
          {chainFamilies(read.value).map((family) => (
            <FamilyCard key={family.family} family={family} />
          ))}
        </ul>
      )}
    </LandingSection>
  )
}

/** The families' names; Solana's is the chain's own. */
const FAMILY_NAMES = { evm: msg`EVM chains`, solana: msg`Solana`, other: msg`Other chains` } as const

function FamilyCard({ family }: { family: ChainFamily }) {
  const { t, i18n } = useLingui()
  const { mainnets, testnets } = family
  return (
    <li
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      data-testid={`chain-family-${family.family}`}
    >
      <h3 className="font-semibold">{i18n._(FAMILY_NAMES[family.family])}</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {plural(mainnets, { one: '# mainnet', other: '# mainnets' })} ·{' '}
        {plural(testnets, { one: '# testnet', other: '# testnets' })}
      </p>
      <p className="mt-3 text-sm">{family.chains.join(t`, `)}</p>
    </li>
  )
}
