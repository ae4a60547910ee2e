/**
 * One dedicated node in the list: its name and status, what it runs and where, its progress while
 * provisioning (with what it is doing), its endpoints with copy buttons once online, its paid
 * time (time left in SPEC §9's words and the end date; for an expired node, when it is released),
 * the auto-renew switch, and Renew — each disabled, never hidden, with the reason when it cannot
 * be used now.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { DedicatedNode } from '../../../../contract/methods/nodes'
import { Button } from '../../../components/ui/button'
import { formatDate } from '../../../lib/dates'
import { nodeTimeAt } from '../node-time'
import { NODE_CYCLE_WORDS, NODE_STEP_WORDS } from '../node-words'
import { NodeAutoRenewSwitch } from './node-auto-renew-switch'
import { NodeEndpoints } from './node-endpoints'
import { NodeStatusBadge } from './node-status-badge'
import { useCatalogWords } from '../../../i18n/catalog-words'

export interface NodeCardProps {
  node: DedicatedNode
  /** The time the paid time is measured from (ms), ticking. */
  now: number
  /** Why Renew is disabled (offline, the team role), or null. */
  renewRefusal: string | null
  renewRefusalId?: string
  /** Why auto-renew cannot be switched (offline, the team role), or null; its note is `renewRefusalId`'s. */
  autoRenewRefusal: string | null
  onRenew(node: DedicatedNode): void
  onAutoRenew(node: DedicatedNode, autoRenew: boolean): Promise<unknown>
}

export function NodeCard(props: NodeCardProps) {
  const { node, now, renewRefusal, renewRefusalId, onRenew } = props
  const { t, i18n } = useLingui()
  const catalog = useCatalogWords()
  const time = nodeTimeAt(node, now)
  const step = node.step ? i18n._(NODE_STEP_WORDS[node.step]) : null
  const name = node.name
  return (
    <li
      data-testid="node-card"
      data-node={node.name}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold">{node.name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {node.networkName} · {catalog.regionName(node.region, node.regionName)} ·{' '}
            <span className="font-mono">{node.client}</span>
          </p>
        </div>
        <NodeStatusBadge status={node.status} />
      </div>

      {node.status === 'pending' && (
        <div className="mt-3" data-testid="node-progress">
          <div className="flex justify-between text-xs text-slate-600 dark:text-slate-300">
            <span>{step ?? t`Provisioning`}</span>
            <span>{node.progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={t`Provisioning ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={node.progress}
            aria-valuetext={step ? `${node.progress}% — ${step}` : `${node.progress}%`}
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className="h-full rounded-full bg-blue-500" style={{ width: `${node.progress}%` }} />
          </div>
        </div>
      )}

      <div className="mt-3">
        <NodeEndpoints node={node} />
      </div>

      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
            <Trans>Time left</Trans>
          </dt>
          <dd data-testid="node-time-left">
            {time.kind === 'running' ? time.left : time.kind === 'ended' ? t`Ended` : t`Starts once online`}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {time.kind === 'ended' && time.releasesAt ? <Trans>Released on</Trans> : <Trans>Ends on</Trans>}
          </dt>
          <dd data-testid="node-ends">
            {time.kind === 'running'
              ? formatDate(time.endsAt)
              : time.kind === 'ended'
                ? formatDate(time.releasesAt ?? time.endedAt)
                : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
            <Trans>Billing cycle</Trans>
          </dt>
          <dd>{i18n._(NODE_CYCLE_WORDS[node.cycle])}</dd>
        </div>
      </dl>

      {time.kind === 'ended' && time.releasesAt && (
        <p className="mt-3 text-sm text-red-700 dark:text-red-300">
          <Trans>This node has stopped. Renew it before it is released to bring it back online.</Trans>
        </p>
      )}

      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <NodeAutoRenewSwitch
          node={node}
          refusal={props.autoRenewRefusal}
          refusalId={renewRefusalId}
          onChange={props.onAutoRenew}
        />
        <Button
          size="sm"
          variant={node.status === 'will_expired' || node.status === 'expired' ? 'primary' : 'secondary'}
          disabled={renewRefusal !== null}
          title={renewRefusal ?? undefined}
          aria-describedby={renewRefusal ? renewRefusalId : undefined}
          aria-label={t`Renew ${name}`}
          onClick={() => onRenew(node)}
        >
          <Trans>Renew</Trans>
        </Button>
      </div>
    </li>
  )
}
