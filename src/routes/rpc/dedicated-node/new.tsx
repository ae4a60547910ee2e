import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/rpc/dedicated-node/new')({
  component: NewDedicatedNodePage,
})

function NewDedicatedNodePage() {
  const { t } = useLingui()
  return (
    <PlannedPage
      title={t`New dedicated node`}
      description={t`Choose a chain, region and plan, and pay by wallet or card.`}
    />
  )
}
