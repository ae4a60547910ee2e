/**
 * Prepared PGlite databases lent to the test files of one Vitest worker, each used again by the
 * worker's next file instead of opened anew.
 *
 * Why: opening PGlite from the prepared template costs ~1.1 s of CPU (the WebAssembly Postgres
 * starting up and unpacking the data folder), and the server suite opened 107 of them: about
 * half of all the CPU a run of its PGlite phase used. The server project runs with `isolate: false`,
 * so this module, and the instances it keeps, live as long as the worker.
 *
 * A loan ends with the file's `dispose()`. The instance is then put back as the template left it:
 * every table emptied and refilled with the template's rows, every sequence where the template
 * had it, listeners dropped, the session's settings discarded. An instance whose schema a file
 * changed (a dropped table, a new index or function) is closed instead of used again, and the
 * next file gets a fresh one. A loan behaves like a database of its own: its `close()` (the
 * server's shutdown, a test's own) ends the loan, after which its queries fail as on a closed
 * PGlite; a transaction still open then is finished (Kysely waits for it) before the reset.
 */
import { PGlite } from '@electric-sql/pglite'
import { pgliteDatabase } from '../db/database'
import type { TestDatabase } from './test-database'

/** An instance between loans, and how to put it back as the template left it. */
interface PooledInstance {
  pglite: PGlite
  template: TemplateState
}

/** What a reset restores, read once when the instance is opened. */
interface TemplateState {
  fingerprint: string
  tables: Array<{ name: string; columns: string[]; rowsJson: string | null }>
  sequences: Array<{ name: string; lastValue: string | null }>
}

/** How long a reset may wait (for a transaction a file left open) before the instance is dropped. */
const RESET_TIMEOUT_MS = 5_000

const idle: PooledInstance[] = []

/** Lends a database with the template's tables and rows: a pooled instance, or a new one. */
export async function lendPreparedPglite(template: Blob): Promise<TestDatabase> {
  const instance = idle.pop() ?? (await openInstance(template))
  const loan = { ended: false, channels: new Set<string>() }
  const database = pgliteDatabase(lent(instance.pglite, loan))
  let disposed: Promise<void> | undefined
  return {
    engine: 'pglite',
    database,
    dispose: () =>
      (disposed ??= (async () => {
        await database.close()
        await giveBack(instance, loan.channels)
      })()),
  }
}

async function openInstance(template: Blob): Promise<PooledInstance> {
  const pglite = await PGlite.create({ loadDataDir: template })
  return { pglite, template: await readTemplateState(pglite) }
}

/** The instance as one loan sees it: `close()` ends the loan, and the loan's queries with it. */
function lent(pglite: PGlite, loan: { ended: boolean; channels: Set<string> }): PGlite {
  const refuse = () => Promise.reject(new Error('PGlite is closed'))
  return new Proxy(pglite, {
    get(target, property) {
      switch (property) {
        case 'closed':
          return loan.ended || target.closed
        case 'close':
          return async () => {
            loan.ended = true
          }
        case 'query':
        case 'exec':
        case 'sql':
        case 'transaction':
          return (...args: unknown[]) =>
            loan.ended ? refuse() : (Reflect.get(target, property) as (...a: unknown[]) => unknown).apply(target, args)
        case 'listen':
          return (channel: string, callback: (payload: string) => void) => {
            if (loan.ended) return refuse()
            loan.channels.add(channel)
            return target.listen(channel, callback)
          }
      }
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

async function giveBack(instance: PooledInstance, channels: Set<string>): Promise<void> {
  const { pglite } = instance
  if (pglite.closed) return
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), RESET_TIMEOUT_MS)))
  const reset = resetToTemplate(instance, channels).catch(() => false)
  const usable = await Promise.race([reset, timedOut])
  clearTimeout(timer)
  if (usable) idle.push(instance)
  // Not awaited after a timeout: closing waits for the same lock the reset waits for.
  else void pglite.close().catch(() => undefined)
}

/** Puts the instance back as the template left it; false when its schema changed and it must go. */
async function resetToTemplate({ pglite, template }: PooledInstance, channels: Set<string>): Promise<boolean> {
  for (const channel of channels) await pglite.unlisten(channel)
  await pglite.exec('discard all')
  if ((await fingerprint(pglite)) !== template.fingerprint) return false
  await pglite.transaction(async (tx) => {
    // No trigger of ours fires (the append-only tables refuse a truncate), and the template's
    // rows go back as they were, in no foreign-key order.
    await tx.exec('set local session_replication_role = replica')
    const names = template.tables.map(({ name }) => quoted(name))
    if (names.length > 0) await tx.exec(`truncate ${names.join(', ')} restart identity cascade`)
    for (const { name, columns, rowsJson } of template.tables) {
      if (rowsJson === null) continue
      const list = columns.map(quoted).join(', ')
      await tx.query(
        `insert into ${quoted(name)} (${list}) overriding system value
         select ${list} from json_populate_recordset(null::${quoted(name)}, $1::json)`,
        [rowsJson],
      )
    }
    for (const { name, lastValue } of template.sequences) {
      if (lastValue === null) await tx.exec(`alter sequence ${quoted(name)} restart`)
      else await tx.query('select setval($1::regclass, $2::bigint, true)', [quoted(name), lastValue])
    }
  })
  return true
}

async function readTemplateState(pglite: PGlite): Promise<TemplateState> {
  const tables = await pglite.query<{ name: string; columns: string[] }>(`
    select c.relname as name,
      array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
    group by c.relname order by c.relname`)
  const withRows = []
  for (const { name, columns } of tables.rows) {
    const rows = await pglite.query<{ rows: string | null }>(`select json_agg(t)::text as rows from ${quoted(name)} t`)
    withRows.push({ name, columns, rowsJson: rows.rows[0]?.rows ?? null })
  }
  const sequences = await pglite.query<{ name: string; lastValue: string | null }>(`
    select sequencename as name, last_value::text as "lastValue"
    from pg_sequences where schemaname = 'public' order by sequencename`)
  return { fingerprint: await fingerprint(pglite), tables: withRows, sequences: sequences.rows }
}

/** The schema a file could change: relations, columns and defaults, functions, triggers, constraints, types, extensions. */
async function fingerprint(pglite: PGlite): Promise<string> {
  const result = await pglite.query<{ fingerprint: string }>(`
    select md5(coalesce(string_agg(part, '|' order by part), '')) as fingerprint from (
      select 'rel:' || n.nspname || '.' || c.relname || ':' || c.relkind::text as part
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      union all
      select 'col:' || c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull
          || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
      union all
      select 'fn:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
        from pg_proc p where p.pronamespace = 'public'::regnamespace
      union all
      select 'tg:' || c.relname || '.' || t.tgname || ':' || t.tgenabled::text
        from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace = 'public'::regnamespace
      union all
      select 'con:' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select 'type:' || typname from pg_type where typnamespace = 'public'::regnamespace
      union all
      select 'ext:' || extname from pg_extension
      union all
      select 'schema:' || nspname from pg_namespace
    ) parts`)
  return result.rows[0]?.fingerprint ?? ''
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
