/**
 * A failed card order keeps the processor's refusal code beside its English reason
 * (`card_declined`, `insufficient_funds`, `authentication_failed`…, Stripe's `decline_code` or
 * `code`), so the app tells the customer why in their language without matching English words.
 */
import { sqlMigration } from './migration'

export const migration0019OrderFailureCode = sqlMigration('0019_order_failure_code', [
  `alter table payment_orders add column failure_code text`,
])
