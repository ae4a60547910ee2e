/**
 * The order wizard's words that depend on a value: what provisioning is doing, a billing cycle's
 * name and why a payment failed. Messages, so both languages say each.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { NodeProvisionStep } from '../../../../contract/methods/nodes'
import type { PaymentFailure } from '../../../../machines/payment/payment.types'

export const PROVISION_STEP_WORDS: Record<NodeProvisionStep, MessageDescriptor> = {
  queued: msg`Waiting for the provider`,
  allocating: msg`Allocating a machine`,
  installing: msg`Installing the client`,
  syncing: msg`Syncing the chain`,
  starting: msg`Starting the endpoint`,
}

/** A cycle by its months (1, 3 or 12). */
export function cycleWords(months: number): MessageDescriptor {
  if (months === 1) return msg`Monthly`
  if (months === 3) return msg`Quarterly`
  return msg`Yearly`
}

export const PAYMENT_FAILURE_WORDS: Record<PaymentFailure, MessageDescriptor> = {
  declined: msg`The card was declined. Try another card or pay from your wallet.`,
  insufficientFunds: msg`The card has insufficient funds. Try another card or pay from your wallet.`,
  authenticationFailed: msg`Your bank did not confirm the payment. Nothing was charged.`,
  networkLost: msg`The connection was lost before the answer came. Try again: you will not be charged twice.`,
  insufficientBalance: msg`Your wallet balance does not cover the total.`,
  other: msg`The payment did not go through. Nothing was charged.`,
}
