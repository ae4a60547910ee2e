/**
 * Handles one verified processor event, exactly once: its id goes into `processor_webhooks` in the
 * same transaction as what it changes, so a second delivery (the processor retrying, the sandbox
 * re-delivering after a restart) finds the id and changes nothing. A failure rolls both back, and
 * the processor's next delivery tries again.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { inTransaction } from '../../../db/transaction'
import { deleteCard, saveCard } from './card-store'
import { settleFailed, settlePaid, settleRequiresAction } from './order-settlement'
import type { ProcessorEvent } from './processor'

/** `handled` the first time, `duplicate` for an event handled before. */
export function handleCardEvent(
  db: Kysely<DB>,
  processor: string,
  event: ProcessorEvent,
): Promise<'handled' | 'duplicate'> {
  return inTransaction(db, async (trx) => {
    const fresh = await trx
      .insertInto('processor_webhooks')
      .values({ event_id: event.id, type: event.type === 'ignored' ? event.eventType : event.type })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst()
    if (!fresh) return 'duplicate'
    await apply(trx, processor, event)
    return 'handled'
  })
}

async function apply(db: Kysely<DB>, processor: string, event: ProcessorEvent): Promise<void> {
  switch (event.type) {
    case 'payment.succeeded':
      return settlePaid(db, event)
    case 'payment.failed':
      return settleFailed(db, event)
    case 'payment.requires_action':
      return settleRequiresAction(db, event)
    case 'card.saved':
      await saveCard(db, processor, event.card)
      return
    case 'card.detached':
      return deleteCard(db, event.paymentMethodId, null)
    case 'ignored':
      return
  }
}
