/**
 * Which package grants count at a moment: one definition for the balance, the current package,
 * the draw, the ending of a package and the forecast, which each spelled it out before.
 */
import { sql, type RawBuilder } from 'kysely'

/**
 * A grant live at `at`: begun, and not ended (a Pay As You Go top-up never ends). `alias`: the
 * name the query gives `package_grants`, when it gives one.
 */
export function grantLiveAt(at: Date, alias?: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name)
  return sql<boolean>`(${column('starts_at')} <= ${at} and (${column('expires_at')} is null or ${column('expires_at')} > ${at}))`
}
