/**
 * Request units and the gateway (issue 17).
 *
 * - `package_grants` signals its owner's cache topic on every insert, update and delete (the
 *   function of migration 0016), so the gateway's cached RU standing of that owner is forgotten
 *   on every instance when a purchase, a grant, a draw or an operator's edit commits: a key
 *   refused `out_of_ru` is let through again as soon as a package is bought. Expiry needs no
 *   signal: the standing holds each grant's window and the decision compares it with the clock.
 * - `package_grants.expiry_notified`: whether the `expired` notice was sent for a grant that ended
 *   without renewal, so the renewals job (on any instance) sends it once. Grants that had
 *   already ended count as told: nobody should hear about last year's package today.
 */
import { sqlMigration } from './migration'

export const migration0022RuSignals = sqlMigration('0022_ru_signals', [
  `create trigger package_grants_signal_cache after insert or update or delete on package_grants
    for each row execute function hubdeck_signal_cache_owner()`,
  `alter table package_grants add column expiry_notified boolean not null default false`,
  `update package_grants set expiry_notified = true where expires_at is not null and expires_at <= now()`,
])
