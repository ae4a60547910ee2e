/**
 * How a node's status, provisioning step and billing cycle read (SPEC §4 statuses), in the
 * reader's language: one table each, shared by the list and the order wizard.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { NodeStatus } from '../../../contract/enums'
import type { NodeBillingCycle, NodeProvisionStep } from '../../../contract/methods/nodes'

export const NODE_STATUS_WORDS: Record<NodeStatus, MessageDescriptor> = {
  online: msg({ message: 'Online', context: 'node status' }),
  stopped: msg({ message: 'Stopped', context: 'node status' }),
  pending: msg({ message: 'Provisioning', context: 'node status' }),
  will_expired: msg({ message: 'Expiring soon', context: 'node status' }),
  expired: msg({ message: 'Expired', context: 'node status' }),
}

export const NODE_STEP_WORDS: Record<NodeProvisionStep, MessageDescriptor> = {
  queued: msg`Waiting for the provider`,
  allocating: msg`Allocating a machine`,
  installing: msg`Installing the client`,
  syncing: msg`Syncing the chain`,
  starting: msg`Starting the endpoint`,
}

export const NODE_CYCLE_WORDS: Record<NodeBillingCycle, MessageDescriptor> = {
  monthly: msg({ message: 'Monthly', context: 'billing cycle' }),
  quarterly: msg({ message: 'Quarterly', context: 'billing cycle' }),
  yearly: msg({ message: 'Yearly', context: 'billing cycle' }),
}
