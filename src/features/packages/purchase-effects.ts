/**
 * The purchase machine's effects (machines/purchase/purchase.machine.ts) on the Hub API and the
 * processor's card field. What is read is recorded as facts (the catalogue, the balance, the
 * cards, the purchase's overview and, at first login, the profile), so the header, the overview
 * and the charge page agree. Payments are told by the machine's states, and what the server
 * refused by the RPC client's policy (SPEC §8); the order's polling is quiet.
 */
import { fromPromise } from 'xstate'
import type { CardField, CardPayment, StripeOrder } from '../../../contract/methods/cards'
import type { InvoiceSummary } from '../../../contract/methods/billing'
import type { PurchaseRecord } from '../../../contract/methods/packages'
import { purchaseMachine } from '../../../machines/purchase/purchase.machine'
import { covers } from '../../../machines/purchase/price-rules'
import type {
  FollowedOrder,
  NewCardOutcome,
  PolledPurchaseOrder,
  PurchaseFailureError,
  PurchaseLoad,
  PurchaseMode,
  WalletPaid,
} from '../../../machines/purchase/purchase.types'
import { failureOfCode } from '../../lib/card-failure'
import { isCancelled, rpc, rpcSurvivingPageChange } from '../../lib/rpc-client'
import { fact } from '../../store/events'
import { recordFacts } from '../../store/store-client'
import './packages.events'
import { isBusinessRefusal, purchaseFailureError } from './purchase-failure'

export interface PurchaseEffectsOptions {
  mode: PurchaseMode
  /** Pays with the card typed into the mounted field (the page holds the field). */
  confirmNewCard(order: FollowedOrder): Promise<NewCardOutcome>
  /** Shows the bank's 3-D Secure step (the page holds where) until it ends or `signal` aborts. */
  authenticate(order: FollowedOrder, signal: AbortSignal): Promise<'succeeded' | 'failed'>
  /** Keeps the order being paid where a reload finds it (the URL), or forgets it (null). */
  followOrder(order: FollowedOrder | null, skuId: number | null, field: CardField | null): void
  /** Leaves for the deposit flow, to come back to the checkout of `skuId`. */
  openDeposit(skuId: number): void
  /** A purchase is done: the page moves on (first login) or stays on its outcome. */
  purchased?(): void
}

/** The machine with its effects. */
export function purchaseWithEffects(options: PurchaseEffectsOptions) {
  const firstLogin = options.mode === 'firstLogin'
  return purchaseMachine.provide({
    actors: {
      load: fromPromise<PurchaseLoad>(async () => {
        const [skus, wallet, cards] = await Promise.all([
          uncancelled(() => rpcSurvivingPageChange('hub_getSkuList', {})),
          uncancelled(() => rpcSurvivingPageChange('hub_getUserWalletOverview', {})),
          uncancelled(() => rpcSurvivingPageChange('hub_getCreditCardList', {})),
        ])
        await recordFacts([
          fact('packages.skus.loaded', { list: skus }, 'server'),
          fact('wallet.loaded', wallet, 'server'),
          fact('wallet.cards.loaded', { list: cards }, 'server'),
        ])
        return { skus, balance: wallet.amount, cards }
      }),
      buyByWallet: fromPromise<WalletPaid, { skuId: number; autoRenew: boolean; attemptId: string }>(
        async ({ input }) => {
          const params = { skuId: input.skuId, autoRenew: input.autoRenew }
          const key = { idempotencyKey: input.attemptId }
          try {
            if (firstLogin) {
              const result = await rpc('hub_skuFirstConfirm', params, key)
              await recordFacts([fact('profile.loaded', result.user, 'server')])
              return { purchase: result.purchase }
            }
            const result = await rpc('hub_buyPackage', params, key)
            await recordFacts([fact('wallet.loaded', result.wallet, 'server')])
            return { purchase: result.purchase }
          } catch (error) {
            throw await walletFailure(error, input.skuId)
          }
        },
      ),
      chargeSavedCard: fromPromise<
        CardPayment,
        { skuId: number; cardId: string; autoRenew: boolean; attemptId: string }
      >(async ({ input }) => {
        const params = { skuId: input.skuId, autoRenew: input.autoRenew, cardId: input.cardId }
        const key = { idempotencyKey: input.attemptId }
        const call = firstLogin ? rpc('hub_skuFirstConfirmCard', params, key) : rpc('hub_buyPackageByCard', params, key)
        return call.catch((error: unknown) => Promise.reject(purchaseFailureError(error)))
      }),
      createOrder: fromPromise<StripeOrder, { skuId: number; autoRenew: boolean }>(async ({ input }) =>
        rpc('hub_createStripeOrder', { purpose: 'package', skuId: input.skuId, autoRenew: input.autoRenew }).catch(
          (error: unknown) => Promise.reject(purchaseFailureError(error)),
        ),
      ),
      confirmNewCard: fromPromise<NewCardOutcome, FollowedOrder>(({ input }) => options.confirmNewCard(input)),
      authenticate: fromPromise<'succeeded' | 'failed', FollowedOrder>(({ input, signal }) =>
        options.authenticate(input, signal),
      ),
      pollOrder: fromPromise<PolledPurchaseOrder, { orderId: string }>(async ({ input }) => {
        const order = await rpc('hub_polling', { orderId: input.orderId }, { hideError: true }).catch(
          (error: unknown) => Promise.reject(purchaseFailureError(error)),
        )
        const failure = order.status === 'failed' ? failureOfCode(order.failureCode ?? '') : null
        return { status: order.status, failure }
      }),
      fetchPurchase: fromPromise<PurchaseRecord | null, { orderId: string }>(async ({ input }) => {
        const page = await rpc('hub_getViewUserPurchaseInfo', { page: 1, perPage: 20 }, { hideError: true })
        return page.list.find((purchase) => purchase.orderId === input.orderId) ?? null
      }),
      fetchInvoice: fromPromise<InvoiceSummary | null, { orderId: string }>(async ({ input }) => {
        const page = await rpc('hub_getUserInvoice', { page: 1, perPage: 20 }, { hideError: true })
        return page.list.find((invoice) => invoice.orderId === input.orderId) ?? null
      }),
    },
    actions: {
      rememberOrder: ({ context }) => options.followOrder(context.order, context.skuId, context.field),
      forgetOrder: () => options.followOrder(null, null, null),
      purchased: () => {
        void refreshAfterPurchase(firstLogin)
        options.purchased?.()
      },
      openDeposit: (_, params) => options.openDeposit(params.skuId),
    },
  })
}

/**
 * A read asked again a moment later when identical calls kept cancelling it: on a fresh page the
 * account loader reads the overview too, and the RPC client keeps only the newest of identical
 * calls, so two readers asking at once can cancel each other until one gives up (seen in e2e).
 */
async function uncancelled<T>(read: () => Promise<T>, attempts = 4): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (attempts <= 1 || !isCancelled(error)) throw error
    await new Promise((resolve) => setTimeout(resolve, 300))
    return uncancelled(read, attempts - 1)
  }
}

/**
 * A wallet purchase's failure: a 10422 is the balance short when the balance, read again, does
 * not cover the price (another tab spent it); any other refusal the RPC client has worded.
 */
async function walletFailure(error: unknown, skuId: number): Promise<PurchaseFailureError> {
  if (!isBusinessRefusal(error)) return purchaseFailureError(error)
  const [wallet, skus] = await Promise.all([
    rpc('hub_getUserWalletOverview', {}, { hideError: true }),
    rpc('hub_getSkuList', {}, { hideError: true }),
  ]).catch(() => [null, null] as const)
  const price = skus?.find((sku) => sku.id === skuId)?.price
  if (wallet) await recordFacts([fact('wallet.loaded', wallet, 'server')])
  if (wallet && price && !covers(wallet.amount, price)) return { purchaseFailure: 'insufficientBalance' }
  return { purchaseFailure: 'other' }
}

/** The overview (package, RU, balance), the catalogue (a claimed free package) and the profile read again. */
async function refreshAfterPurchase(firstLogin: boolean): Promise<void> {
  const quiet = { hideError: true }
  const [wallet, skus, profile] = await Promise.all([
    rpc('hub_getUserWalletOverview', {}, quiet).catch(() => null),
    rpc('hub_getSkuList', {}, quiet).catch(() => null),
    firstLogin ? rpc('hub_getUserProfile', {}, quiet).catch(() => null) : null,
  ])
  await recordFacts([
    ...(wallet ? [fact('wallet.loaded', wallet, 'server')] : []),
    ...(skus ? [fact('packages.skus.loaded', { list: skus }, 'server')] : []),
    ...(profile ? [fact('profile.loaded', profile, 'server')] : []),
  ])
}
