/**
 * A node's paid settings on the Hub API, with the RPC client and the store faked: a renewal by a
 * new card opens a `dn_node_renewal` order, is paid by the card typed into the processor's field
 * and followed until paid; switching auto-renew records the node as the server answered it.
 */
import { createActor, toPromise } from 'xstate'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { StripeOrder } from '../../../contract/methods/cards'
import type { DedicatedNode } from '../../../contract/methods/nodes'
import { rpc } from '../../lib/rpc-client'
import type * as RpcClient from '../../lib/rpc-client'
import { recordFacts } from '../../store/store-client'
import type { CardFieldSession } from '../../components/payments/card-port'
import { cardSteps } from '../../components/payments/card-steps'
import { renewalWithEffects, setNodeAutoRenew } from './node-writes'

vi.mock('../../lib/rpc-client', async (importOriginal) => ({
  ...(await importOriginal<typeof RpcClient>()),
  rpc: vi.fn(),
}))
vi.mock('../../store/store-client', () => ({ recordFacts: vi.fn(() => Promise.resolve()) }))

const calls = vi.mocked(rpc)
const recorded = vi.mocked(recordFacts)

const ORDER: StripeOrder = {
  orderId: 'ord_new',
  clientSecret: 'pi_secret',
  amount: '300.00',
  currency: 'USD',
  processor: 'sandbox',
  fieldUrl: '/sandbox/card-field',
  publishableKey: null,
}

beforeEach(() => {
  calls.mockReset()
  recorded.mockClear()
})

describe('renewing a node by a new card', () => {
  it('opens a dn_node_renewal order, pays it with the card typed in, and follows it until paid', async () => {
    calls.mockImplementation(async (method) => {
      if (method === 'hub_createStripeOrder') return ORDER
      if (method === 'hub_polling') return { orderId: ORDER.orderId, status: 'paid', failureCode: null }
      throw new Error(`unexpected ${method}`)
    })
    const field: CardFieldSession = {
      confirm: vi.fn(() => Promise.resolve({ status: 'pending' as const })),
      authenticate: vi.fn(),
      destroy: vi.fn(),
    }
    const card = cardSteps({
      fieldSession: () => field,
      challengeFor: () => null,
      challengeElement: () => Promise.reject(new Error('no frame for a new card')),
      challengeTitle: () => '3-D Secure',
    })
    const machine = renewalWithEffects({ card })
    const subject = { nodeId: 7, months: 3 as const, price: '300.00' }
    const actor = createActor(machine, {
      input: { subject, method: 'card', cardId: null, attemptId: 'attempt-1', resume: null },
    }).start()

    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('newCard')).toBe(true))
    expect(calls).toHaveBeenCalledWith('hub_createStripeOrder', { purpose: 'dn_node_renewal', nodeId: 7, months: 3 })
    expect(actor.getSnapshot().context.field).toEqual({
      processor: 'sandbox',
      fieldUrl: '/sandbox/card-field',
      publishableKey: null,
    })

    actor.send({ type: 'payment.confirm' })
    await expect(toPromise(actor)).resolves.toEqual({ status: 'paid', orderId: 'ord_new' })
    expect(field.confirm).toHaveBeenCalledTimes(1)
    expect(calls).toHaveBeenCalledWith('hub_polling', { orderId: 'ord_new' }, { hideError: true })
  })
})

describe('switching auto-renew', () => {
  it('asks the server and records the node it answers', async () => {
    const node = { id: 7, autoRenew: false } as DedicatedNode
    calls.mockResolvedValue(node)
    await expect(setNodeAutoRenew(7, false)).resolves.toBe(node)
    expect(calls).toHaveBeenCalledWith('hub_setDnNodeAutoRenew', { nodeId: 7, autoRenew: false })
    const [facts] = recorded.mock.calls[0]!
    expect(facts).toMatchObject([{ type: 'nodes.node.saved', payload: { node }, origin: 'server' }])
  })
})
