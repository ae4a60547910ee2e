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
  // The position asked for, until the store's view of the node has it: the answer is written to
  // the store before the call returns, but the view shows it a moment later, and clearing on the
  // answer flicked the switch back for that moment (an e2e run read it there).
  const [wanted, setWanted] = useState<boolean | null>(null)
  const [saving, setSaving] = useState(false)
  if (wanted !== null && !saving && wanted === node.autoRenew) setWanted(null)
  const change = (autoRenew: boolean) => {
    setWanted(autoRenew)
    setSaving(true)
    onChange(node, autoRenew).then(
      (answer) => {
        // The node as stored: what the view will show (the asked position, unless the server chose otherwise).
        const stored = (answer as Partial<DedicatedNode> | undefined)?.autoRenew
        setWanted(typeof stored === 'boolean' ? stored : null)
        setSaving(false)
      },
      () => {
        setWanted(null)
        setSaving(false)
      },
    )
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
        disabled={refusal !== null || saving}
        status={
          saving ? (
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
