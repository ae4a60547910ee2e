import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

export const Route = createFileRoute('/rpc/dedicated-node/')({
  component: DedicatedNodesPage,
})

function DedicatedNodesPage() {
  const { t } = useLingui()
  return (
    <PlannedPage title={t`Dedicated nodes`} description={t`Your dedicated nodes, their status and renewal dates.`} />
  )
}
