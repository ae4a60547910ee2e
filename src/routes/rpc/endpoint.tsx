import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../components/layouts/planned-page'

export const Route = createFileRoute('/rpc/endpoint')({
  component: EndpointPage,
})

function EndpointPage() {
  const { t } = useLingui()
  return <PlannedPage title={t`Endpoints`} description={t`Your API keys and their HTTPS and WebSocket endpoints for every chain.`} />
}
