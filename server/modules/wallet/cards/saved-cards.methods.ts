/**
 * Saved cards: the list, the default, removing one, saving a new one (a setup intent the
 * processor's field confirms; the card arrives by webhook), and the subscriptions that may need
 * them. Another wallet's card is not found (50404) and nothing changes.
 */
import type { MethodRegistry } from '../../../rpc/registry'
import { cardNeededBySubscription, cardNotFound, cardPaymentsOff } from './card-errors'
import { deleteCard, findCard, listCards, setDefaultCard } from './card-store'
import { customerOfWallet, existingWalletOfCall, walletOfCall } from './card-wallet'
import type { CardPayments } from './processor'
import { isCardNeeded, listSubscriptions } from './subscriptions.queries'

export function registerSavedCardMethods(registry: MethodRegistry, cards: CardPayments | null): void {
  registry.register('hub_getCreditCardList', async (ctx) => listCards(ctx.db, await existingWalletOfCall(ctx)))

  registry.register('hub_setDefaultCreditCard', async (ctx, { cardId }) => {
    const walletId = await existingWalletOfCall(ctx)
    if (walletId === null || !(await setDefaultCard(ctx.db, walletId, cardId))) throw cardNotFound()
    return listCards(ctx.db, walletId)
  })

  registry.register('hub_removeCreditCard', async (ctx, { cardId }) => {
    const walletId = await existingWalletOfCall(ctx)
    const card = walletId === null ? undefined : await findCard(ctx.db, walletId, cardId)
    if (walletId === null || !card) throw cardNotFound()
    if (await isCardNeeded(ctx.db, walletId, card)) throw cardNeededBySubscription()
    // A card saved under another processor (the server changed processors) cannot be reached: it is only forgotten.
    if (cards && card.processor === cards.field.processor) await cards.processorFor(ctx.db).detachPaymentMethod(card.id)
    await deleteCard(ctx.db, card.id, walletId)
    return listCards(ctx.db, walletId)
  })

  registry.register('hub_createStripeSetup', async (ctx) => {
    if (!cards) throw cardPaymentsOff()
    const processor = cards.processorFor(ctx.db)
    const walletId = await walletOfCall(ctx)
    const customerId = await customerOfWallet(ctx.db, walletId, processor.createCustomer)
    const intent = await processor.createSetupIntent(customerId, walletId)
    return { ...cards.field, setupIntentId: intent.id, clientSecret: intent.clientSecret }
  })

  registry.register('hub_getSubscriptions', async (ctx) => listSubscriptions(ctx.db, await existingWalletOfCall(ctx)))
}
