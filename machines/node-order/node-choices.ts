/**
 * The choices of a node order, derived from the SKUs on sale: the chains, the networks of the
 * chosen chain, the regions of the chosen network, the clients of the chosen region, the billing
 * cycles of the one SKU left, and the price of the whole. Pure, so the machine's guards and the
 * wizard's lists say the same thing.
 */
import { covers, sumUsd } from '../payment/money'
import type { ChoiceStep, NodeChoice, NodeCycle, NodeSku } from './node-order.types'

/** One entry of a choice list; an unavailable one is shown but cannot be chosen. */
export interface ChoiceOption {
  id: string
  name: string
  /** Some SKU under it is on sale now. */
  available: boolean
}

/** What the summary shows before paying. */
export interface PriceSummary {
  months: number
  /** USD for the cycle. */
  price: string
  setupFee: string
  total: string
  /** Whether the wallet covers the total; null while the balance is unknown. */
  covered: boolean | null
}

export const NO_CHOICE: NodeChoice = { chainId: null, networkId: null, region: null, client: null, months: null }

const STEPS: readonly ChoiceStep[] = ['chainId', 'networkId', 'region', 'client']
const NAMES: Record<ChoiceStep, keyof NodeSku> = {
  chainId: 'chainName',
  networkId: 'networkName',
  region: 'regionName',
  client: 'client',
}

/** The options of one step, narrowed by the steps before it (empty until they are chosen). */
export function optionsOf(skus: readonly NodeSku[], choice: NodeChoice, step: ChoiceStep): ChoiceOption[] {
  const before = STEPS.slice(0, STEPS.indexOf(step))
  if (before.some((earlier) => choice[earlier] === null)) return []
  const options = new Map<string, ChoiceOption>()
  for (const sku of skus) {
    if (before.some((earlier) => sku[earlier] !== choice[earlier])) continue
    const id = sku[step]
    const option = options.get(id) ?? { id, name: String(sku[NAMES[step]]), available: false }
    options.set(id, { ...option, available: option.available || isOnSale(sku) })
  }
  return [...options.values()]
}

/**
 * The choice after choosing `value` at `step`: the steps after it are cleared (unless the value
 * is the one already chosen); null when the value is not an available option there.
 */
export function choose(
  skus: readonly NodeSku[],
  choice: NodeChoice,
  step: ChoiceStep,
  value: string,
): NodeChoice | null {
  if (!optionsOf(skus, choice, step).some((option) => option.id === value && option.available)) return null
  if (choice[step] === value) return choice
  const cleared = STEPS.slice(STEPS.indexOf(step) + 1).reduce((next, later) => ({ ...next, [later]: null }), choice)
  return { ...cleared, [step]: value, months: null }
}

/** The SKU the four steps name, if it is on sale. */
export function skuOf(skus: readonly NodeSku[], choice: NodeChoice): NodeSku | undefined {
  const sku = skus.find((one) => STEPS.every((step) => one[step] === choice[step]))
  return sku && isOnSale(sku) ? sku : undefined
}

/** The billing cycles of the chosen SKU, shortest first (empty until the client is chosen). */
export function cyclesOf(skus: readonly NodeSku[], choice: NodeChoice): NodeCycle[] {
  return [...(skuOf(skus, choice)?.cycles ?? [])].sort((a, b) => a.months - b.months)
}

/** The choice with a billing cycle, when the chosen SKU sells it; null otherwise. */
export function chooseCycle(skus: readonly NodeSku[], choice: NodeChoice, months: number): NodeChoice | null {
  return cyclesOf(skus, choice).some((cycle) => cycle.months === months) ? { ...choice, months } : null
}

/** The full choice that names one SKU and cycle (back from a deposit); null when it is not on sale. */
export function choiceOf(skus: readonly NodeSku[], skuId: number, months: number): NodeChoice | null {
  const sku = skus.find((one) => one.id === skuId)
  if (!sku) return null
  const { chainId, networkId, region, client } = sku
  return chooseCycle(skus, { chainId, networkId, region, client, months: null }, months)
}

/** What the chosen SKU and cycle cost, and whether the balance covers it; null until both are chosen. */
export function priceOf(skus: readonly NodeSku[], choice: NodeChoice, balance: string | null): PriceSummary | null {
  const cycle = cyclesOf(skus, choice).find((one) => one.months === choice.months)
  const total = cycle && sumUsd(cycle.price, cycle.setupFee)
  if (!cycle || !total) return null
  const covered = balance === null ? null : covers(balance, total)
  return { months: cycle.months, price: cycle.price, setupFee: cycle.setupFee, total, covered }
}

function isOnSale(sku: NodeSku): boolean {
  return sku.available && sku.cycles.length > 0
}
