import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useTeamRefusal } from '../../../components/access/team-role'
import { usePageTitle } from '../../../components/layouts/use-page-title'
import { useOnline } from '../../../components/ui/use-online'
import { NodeOrderPage } from '../../../features/nodes/order/components/node-order-page'
import { readNodeOrderSearch } from '../../../features/nodes/order/order-search'
import type { CardKit } from '../../../components/payments/card-port'
import { cardFieldFor, challengeFieldFor } from '../../../features/wallet/deposit/card-field/card-field-for'
import { savedCardsProjection } from '../../../features/wallet/saved-cards.projection'
import { walletProjection } from '../../../features/wallet/wallet.projection'
import { useView } from '../../../store/use-view'
import { loadNodesWords } from '../../../i18n/section-words'

export const Route = createFileRoute('/rpc/dedicated-node/new')({
  loader: loadNodesWords,
  component: NewDedicatedNodePage,
})

/** The wallet's card field and 3-D Secure frame pay nodes too (features never import each other). */
const CARD_KIT: CardKit = { fieldFor: cardFieldFor, challengeFor: challengeFieldFor }

/**
 * The order wizard (issue 20). The summary to open (`sku`, `months`, `pay`) and the paid order
 * being provisioned (`paid`) live in the URL, so a reload or the way back from a deposit comes
 * back to the same step; the deposit opened for an order keeps `node` and `cycle` for its banner.
 */
function NewDedicatedNodePage() {
  const { t } = useLingui()
  const search = readNodeOrderSearch(useSearch({ strict: false }))
  const navigate = useNavigate()
  const online = useOnline()
  const wallet = useView(walletProjection)
  const cards = useView(savedCardsProjection)
  // Buying needs billing.write in a team: a role without it sees why, and nothing to press.
  const refusal = useTeamRefusal('hub_buyDnNodeByWallet')
  usePageTitle(t`New dedicated node`)

  return (
    <div className="mx-auto w-full max-w-4xl">
      <p className="mb-2 text-sm">
        <Link to="/rpc/dedicated-node" className="text-brand-700 hover:underline dark:text-brand-300">
          <Trans>Dedicated nodes</Trans>
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">
        <Trans>New dedicated node</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Choose a chain, network, region and client, then a billing cycle, and pay by wallet or card.</Trans>
      </p>
      <NodeOrderPage
        search={search}
        balance={wallet?.state?.amount ?? null}
        cards={cards?.state ?? null}
        online={online}
        refusal={refusal}
        kit={CARD_KIT}
        openDeposit={(skuId, months) =>
          void navigate({ to: '/rpc/billings/charge', search: { tab: 'deposit', node: skuId, cycle: months } })
        }
        ordered={(orderId) =>
          void navigate({ to: '/rpc/dedicated-node/new', search: { paid: orderId }, replace: true })
        }
      />
    </div>
  )
}
