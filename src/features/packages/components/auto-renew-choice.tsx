/**
 * What renews by itself (issue 17): nothing, one monthly package every period, or Pay As You Go
 * top-ups when the RU run out. A queued command (packages.commands.ts): it works offline too and
 * shows as waiting until the server has it. Native radio buttons in a fieldset.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { AutoRenewMode } from '../../../../contract/enums'
import type { Sku } from '../../../../contract/methods/packages'
import type { WalletOverview } from '../../../../contract/methods/wallet'
import { runCommand } from '../../../store/store-client'
import { setAutoRenewMode, type SetAutoRenewModePayload } from '../packages.commands'
import { useCatalogWords } from '../../../i18n/catalog-words'

export interface AutoRenewChoiceProps {
  wallet: Pick<WalletOverview, 'autoRenewMode' | 'autoRenewSkuId' | 'currentPackage'>
  skus: Sku[]
  /** A change waits in the outbox. */
  waiting: boolean
}

interface Option {
  key: string
  payload: SetAutoRenewModePayload
  label: string
}

export function AutoRenewChoice({ wallet, skus, waiting }: AutoRenewChoiceProps) {
  const { t } = useLingui()
  const catalog = useCatalogWords()
  const renewLabel = (name: string) => t`Renew ${name} when it ends`
  const renewable = skus.filter((sku) => sku.packageType === 'standard' && sku.autoRenewable)
  const payg = skus.find((sku) => sku.packageType === 'default')
  const options: Option[] = [
    { key: 'none', payload: { mode: 'none' }, label: t`Off: I renew by hand` },
    ...renewable.map(({ id, name: storedName }) => ({
      key: `package-${id}`,
      payload: { mode: 'package' as const, skuId: id },
      label: renewLabel(catalog.packageName(storedName)),
    })),
    ...(payg
      ? [{ key: 'payg', payload: { mode: 'payg' as const }, label: t`Buy Pay As You Go top-ups when RU run out` }]
      : []),
  ]
  const chosen = chosenKey(wallet, renewable)
  return (
    <fieldset className="space-y-2" data-testid="auto-renew-choice">
      <legend className="text-sm font-medium">
        <Trans>Auto-renew</Trans>
        {waiting && (
          <span className="ml-2 text-xs font-normal text-amber-700 dark:text-amber-300">
            <Trans>Waiting to sync</Trans>
          </span>
        )}
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>Renewals are paid from your balance first, then your default card.</Trans>
      </p>
      {options.map((option) => (
        <label key={option.key} className="flex cursor-pointer items-center gap-3 text-sm">
          <input
            type="radio"
            name="auto-renew"
            value={option.key}
            checked={chosen === option.key}
            onChange={() => void runCommand(setAutoRenewMode, option.payload)}
            className="accent-brand-600"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}

/** The option the overview says is on; `package` without a package is the current one. */
function chosenKey(wallet: AutoRenewChoiceProps['wallet'], renewable: Sku[]): string {
  const mode: AutoRenewMode = wallet.autoRenewMode
  if (mode !== 'package') return mode
  const sku =
    renewable.find((one) => one.id === wallet.autoRenewSkuId) ??
    renewable.find((one) => one.name === wallet.currentPackage)
  return sku ? `package-${sku.id}` : 'none'
}
