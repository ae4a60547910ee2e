import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../components/layouts/planned-page'
import { SupportedNetworksTable } from '../../features/api-keys/components/supported-networks-table'

export const Route = createFileRoute('/rpc/endpoint')({
  component: EndpointPage,
})

function EndpointPage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`Endpoints`}
      description={t`Your API keys and their HTTPS and WebSocket endpoints for every chain.`}
    >
      <section aria-labelledby="supported-networks" className="mt-8">
        <h2 id="supported-networks" className="mb-3 text-lg font-semibold">
          <Trans>Supported networks</Trans>
        </h2>
        <SupportedNetworksTable />
      </section>
    </PlannedPage>
  )
}
