/**
 * A node's auto-renew, switched on or off (hub_setDnNodeAutoRenew). It changes how the node is
 * paid, so it needs the network and billing rights: without them it is disabled, never hidden,
 * and the page's note says why. While the answer is awaited the switch shows the wanted position
 * and "Saving…"; the answer is the node as stored (every page holding it follows), and a refusal
 * (worded by the RPC client) puts the switch back.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { DedicatedNode } from '../../../../contract/methods/nodes'
import { Switch } from '../../../components/ui/switch'

export interface NodeAutoRenewSwitchProps {
  node: DedicatedNode
  /** Why it cannot be switched now (offline, the team role), or null. */
  refusal: string | null
  /** The page's note that says why; read with the switch. */
  refusalId?: string | undefined
  onChange(node: DedicatedNode, autoRenew: boolean): Promise<unknown>
}

export function NodeAutoRenewSwitch({ node, refusal, refusalId, onChange }: NodeAutoRenewSwitchProps) {
  const { t } = useLingui()
  // The position asked for, until the server answers.
  const [wanted, setWanted] = useState<boolean | null>(null)
  const change = (autoRenew: boolean) => {
    setWanted(autoRenew)
    onChange(node, autoRenew)
      .catch(() => undefined)
      .finally(() => setWanted(null))
  }
  return (
    <div data-testid="node-auto-renew" className="text-sm">
      <Switch
        label={<Trans>Auto-renew</Trans>}
        description={
          node.autoRenew ? (
            <Trans>The next cycle is paid a day before the node's end.</Trans>
          ) : (
            <Trans>Off: the node stops at its end unless you renew it.</Trans>
          )
        }
        checked={wanted ?? node.autoRenew}
        disabled={refusal !== null || wanted !== null}
        status={
          wanted !== null ? (
            <span role="status" className="text-xs text-slate-500 dark:text-slate-400">
              {t`Saving…`}
            </span>
          ) : undefined
        }
        describedBy={refusal ? refusalId : undefined}
        onChange={change}
      />
    </div>
  )
}
