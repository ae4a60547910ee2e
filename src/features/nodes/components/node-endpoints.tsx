/** A node's HTTPS and WSS endpoints, each with a copy button (SPEC §9's copy confirmation). */
import { useLingui } from '@lingui/react/macro'
import type { DedicatedNode } from '../../../../contract/methods/nodes'
import { CopyButton } from '../../../components/ui/copy-button'

export function NodeEndpoints({ node }: { node: Pick<DedicatedNode, 'httpsUrl' | 'wssUrl'> }) {
  const { t } = useLingui()
  const rows = [
    { key: 'https', label: t`HTTPS endpoint`, url: node.httpsUrl },
    { key: 'wss', label: t`WSS endpoint`, url: node.wssUrl },
  ].filter((row): row is { key: string; label: string; url: string } => row.url !== null)
  if (rows.length === 0) return null
  return (
    <dl className="space-y-2">
      {rows.map((row) => (
        <div key={row.key}>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{row.label}</dt>
          <dd className="flex items-center gap-2">
            <code
              data-testid={`node-${row.key}-url`}
              className="min-w-0 flex-1 truncate rounded bg-slate-100 px-2 py-1 font-mono text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-100"
              title={row.url}
            >
              {row.url}
            </code>
            <CopyButton text={row.url} label={row.label} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
