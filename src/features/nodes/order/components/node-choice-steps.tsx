/**
 * The wizard's choices: chain → network → region → client → billing cycle, each a group of native
 * radio buttons (arrow keys and screen readers work as expected) that appears once the step
 * before it is chosen. An option with no capacity now is shown, disabled, and says so.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { cyclesOf, optionsOf } from '../../../../../machines/node-order/node-choices'
import type { ChoiceStep, NodeChoice, NodeSku } from '../../../../../machines/node-order/node-order.types'
import { formatUsd } from '../../../../lib/money'
import { cycleWords } from '../order-words'
import { useCatalogWords } from '../../../../i18n/catalog-words'

export interface NodeChoiceStepsProps {
  skus: NodeSku[]
  choice: NodeChoice
  onChoose(step: ChoiceStep, value: string): void
  onCycle(months: number): void
}

const STEPS: { step: ChoiceStep; legend: MessageDescriptor }[] = [
  { step: 'chainId', legend: msg`Chain` },
  { step: 'networkId', legend: msg`Network` },
  { step: 'region', legend: msg`Region` },
  { step: 'client', legend: msg`Client` },
]

export function NodeChoiceSteps({ skus, choice, onChoose, onCycle }: NodeChoiceStepsProps) {
  const { t, i18n } = useLingui()
  const catalog = useCatalogWords()
  const cycles = cyclesOf(skus, choice)
  return (
    <div className="space-y-5">
      {STEPS.map(({ step, legend }) => {
        const options = optionsOf(skus, choice, step)
        if (options.length === 0) return null
        return (
          <fieldset key={step} className="space-y-2" data-testid={`node-step-${step}`}>
            <legend className="mb-1 text-sm font-medium">{i18n._(legend)}</legend>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {options.map((option) => (
                <label key={option.id} className={optionClassName}>
                  <input
                    type="radio"
                    name={`node-${step}`}
                    value={option.id}
                    checked={choice[step] === option.id}
                    disabled={!option.available}
                    onChange={() => onChoose(step, option.id)}
                    className="accent-brand-600"
                  />
                  <span>{step === 'region' ? catalog.regionName(option.id, option.name) : option.name}</span>
                  {!option.available && (
                    <span className="text-xs text-slate-600 dark:text-slate-300">
                      <Trans>No capacity now</Trans>
                    </span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
        )
      })}
      {cycles.length > 0 && (
        <fieldset className="space-y-2" data-testid="node-step-cycle">
          <legend className="mb-1 text-sm font-medium">
            <Trans>Billing cycle</Trans>
          </legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {cycles.map((cycle) => {
              const price = formatUsd(cycle.price)
              const fee = formatUsd(cycle.setupFee)
              const hasFee = Number(cycle.setupFee) > 0
              return (
                <label key={cycle.months} className={optionClassName}>
                  <input
                    type="radio"
                    name="node-cycle"
                    value={cycle.months}
                    checked={choice.months === cycle.months}
                    onChange={() => onCycle(cycle.months)}
                    className="accent-brand-600"
                  />
                  <span className="flex flex-col">
                    {i18n._(cycleWords(cycle.months))}
                    <span className="text-xs text-slate-600 dark:text-slate-300">
                      {hasFee ? t`${price} + ${fee} set-up fee` : price}
                    </span>
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
      )}
    </div>
  )
}

const optionClassName =
  'flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:border-slate-700 dark:has-checked:bg-brand-800/30'
