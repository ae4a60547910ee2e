/**
 * After the payment: the node's provisioning progress with what it is doing, polled until it is
 * online; then its endpoints with copy buttons and the way to the node list. A lost connection
 * says it keeps trying; a failed provisioning offers to ask again (paid is paid).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { DedicatedNode } from '../../../../../contract/methods/nodes'
import { buttonClassName } from '../../../../components/ui/button-styles'
import { Button } from '../../../../components/ui/button'
import { CopyButton } from '../../../../components/ui/copy-button'
import { PROVISION_STEP_WORDS } from '../order-words'
import { useCatalogWords } from '../../../../i18n/catalog-words'

export interface NodeProvisioningProps {
  phase: 'provisioning' | 'failed' | 'online'
  node: DedicatedNode | null
  connectionLost: boolean
  onRetry(): void
}

export function NodeProvisioning({ phase, node, connectionLost, onRetry }: NodeProvisioningProps) {
  const { t, i18n } = useLingui()
  const catalog = useCatalogWords()
  if (phase === 'online' && node) {
    return (
      <section aria-labelledby="node-online-title" className="max-w-2xl space-y-4" data-testid="node-online">
        <h2 id="node-online-title" className="text-lg font-semibold">
          <Trans>Your node is online</Trans>
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {node.networkName} · {catalog.regionName(node.region, node.regionName)} · {node.client}
        </p>
        <dl className="space-y-2 text-sm">
          {node.httpsUrl && <Endpoint label={t`HTTPS endpoint`} url={node.httpsUrl} testId="node-https-url" />}
          {node.wssUrl && <Endpoint label={t`WebSocket endpoint`} url={node.wssUrl} testId="node-wss-url" />}
        </dl>
        <Link to="/rpc/dedicated-node" className={buttonClassName('primary')}>
          <Trans>See your nodes</Trans>
        </Link>
      </section>
    )
  }
  if (phase === 'failed') {
    return (
      <section className="max-w-xl space-y-3" data-testid="node-provision-failed">
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          <Trans>The node could not be provisioned yet. Your payment is kept; we are looking into it.</Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onRetry}>
            <Trans>Check again</Trans>
          </Button>
          <Link to="/rpc/dedicated-node" className={buttonClassName('secondary')}>
            <Trans>See your nodes</Trans>
          </Link>
        </div>
      </section>
    )
  }
  const progress = node?.progress ?? 0
  const step = node?.step ? i18n._(PROVISION_STEP_WORDS[node.step]) : t`Waiting for the payment to settle`
  return (
    <section aria-labelledby="node-provisioning-title" className="max-w-xl space-y-3" data-testid="node-provisioning">
      <h2 id="node-provisioning-title" className="text-lg font-semibold">
        <Trans>Setting up your node</Trans>
      </h2>
      <div
        role="progressbar"
        aria-label={t`Provisioning`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <p className="text-sm" role="status" data-testid="node-provision-step">
        {t`${step} · ${progress}%`}
      </p>
      {connectionLost && (
        <p className="text-sm text-amber-800 dark:text-amber-200">
          <Trans>Connection lost. Trying again…</Trans>
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          You can leave this page: the node keeps being set up and shows in{' '}
          <Link to="/rpc/dedicated-node" className="text-brand-700 underline dark:text-brand-300">
            your nodes
          </Link>
          .
        </Trans>
      </p>
    </section>
  )
}

function Endpoint({ label, url, testId }: { label: string; url: string; testId: string }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="flex items-center gap-2">
        <code className="break-all" data-testid={testId}>
          {url}
        </code>
        <CopyButton text={url} label={label} />
      </dd>
    </div>
  )
}
