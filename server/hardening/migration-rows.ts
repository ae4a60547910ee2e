/**
 * Rows for "a migration loses nothing": one row in every table the schema has at some version,
 * made from the schema itself (information_schema and pg_constraint), so a table added by a new
 * migration gets its row without a line of its own. A value per column type, the first value of
 * an `in (…)` check, the referenced row's key for a foreign key, one side of an "exactly one of"
 * check; `ROW_OVERRIDES` holds the few columns whose checks a generic value cannot meet.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of some past version, not today's `DB`
type AnyDb = Kysely<any>
type Row = Record<string, unknown>

interface Column {
  table: string
  column: string
  type: string
  nullable: boolean
  hasDefault: boolean
}

interface ForeignKey {
  table: string
  column: string
  target: string
  targetColumn: string
}

interface Check {
  table: string
  columns: string[]
  definition: string
}

/** Values a generic one would break: a pattern, a pair of columns checked together. */
const ROW_OVERRIDES: Record<string, Row> = {
  avatars: { version: '0123456789abcdef', mime_type: 'image/png' },
  discount_codes: { code: 'HARDEN-1' },
  credit_cards: { last4: '4242' },
  card_sandbox_payment_methods: { last4: '4242' },
  card_sandbox_intents: { amount: 100 },
  team_members: { joined_at: '2026-01-01T00:00:00Z' },
  team_invitations: { email: 'invitee@example.com' },
  package_grants: { starts_at: '2026-01-01T00:00:00Z' },
}

/** The schema's tables in an order where each one's foreign keys point at tables before it. */
export interface SchemaShape {
  tables: string[]
  columns: Map<string, Column[]>
  foreignKeys: Map<string, ForeignKey[]>
  checks: Map<string, Check[]>
  primaryKeys: Map<string, string[]>
}

/** Reads the current schema's tables (all but `schema_migrations`), keys and checks. */
export async function schemaShape(db: AnyDb): Promise<SchemaShape> {
  const columns = await sql<Column>`
    select c.table_name as "table", c.column_name as "column", c.data_type as "type",
      c.is_nullable = 'YES' as nullable,
      (c.column_default is not null or c.is_identity = 'YES') as "hasDefault"
    from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.table_name <> 'schema_migrations' and c.is_generated <> 'ALWAYS'
    order by c.table_name, c.ordinal_position`.execute(db)
  const constraints = await sql<{
    table: string
    kind: string
    columns: string[]
    target: string | null
    targetColumns: string[] | null
    definition: string
  }>`
    select rel.relname as "table", con.contype as kind,
      array(select attname::text from pg_attribute where attrelid = con.conrelid and attnum = any(con.conkey)
        order by array_position(con.conkey, attnum)) as columns,
      frel.relname as target,
      array(select attname::text from pg_attribute where attrelid = con.confrelid and attnum = any(con.confkey)
        order by array_position(con.confkey, attnum)) as "targetColumns",
      pg_get_constraintdef(con.oid) as definition
    from pg_constraint con
    join pg_class rel on rel.oid = con.conrelid
    join pg_namespace ns on ns.oid = rel.relnamespace
    left join pg_class frel on frel.oid = con.confrelid
    where ns.nspname = current_schema() and con.contype in ('f', 'c', 'p')`.execute(db)

  const shape: SchemaShape = {
    tables: [],
    columns: groupBy(columns.rows, (column) => column.table),
    foreignKeys: new Map(),
    checks: new Map(),
    primaryKeys: new Map(),
  }
  for (const constraint of constraints.rows) {
    const { table, columns: names } = constraint
    if (constraint.kind === 'p') shape.primaryKeys.set(table, names)
    if (constraint.kind === 'c') push(shape.checks, table, { table, columns: names, definition: constraint.definition })
    if (constraint.kind === 'f') {
      if (names.length !== 1) throw new Error(`${table}: a foreign key over several columns needs a maker of its own`)
      push(shape.foreignKeys, table, {
        table,
        column: names[0]!,
        target: constraint.target!,
        targetColumn: constraint.targetColumns![0]!,
      })
    }
  }
  shape.tables = dependencyOrder([...shape.columns.keys()], shape)
  return shape
}

/**
 * Inserts one row into every table, parents first, and returns each table's keys as written.
 * A failure names the table and the row, so a new check gets its override quickly.
 */
export async function writeRowPerTable(db: AnyDb, shape: SchemaShape): Promise<Map<string, Row>> {
  const written = new Map<string, Row>()
  for (const table of shape.tables) {
    const row = makeRow(table, shape, written)
    try {
      const inserted = await db.insertInto(table).values(row).returningAll().executeTakeFirstOrThrow()
      written.set(table, inserted)
    } catch (error) {
      throw new Error(`could not write a row into ${table} (${JSON.stringify(row)}): ${String(error)}`)
    }
  }
  return written
}

/**
 * Every table's rows as key strings (its primary key's columns, or the whole row when it has
 * none): what must still be there after the migration.
 */
export async function rowKeys(db: AnyDb, shape: SchemaShape): Promise<Map<string, string[]>> {
  const keys = new Map<string, string[]>()
  for (const table of shape.tables) {
    const keyColumns = shape.primaryKeys.get(table)
    const rows = keyColumns
      ? await db.selectFrom(table).select(keyColumns).execute()
      : await db.selectFrom(table).selectAll().execute()
    keys.set(table, rows.map((row) => JSON.stringify(row)).sort())
  }
  return keys
}

function makeRow(table: string, shape: SchemaShape, written: Map<string, Row>): Row {
  const foreignKeys = new Map((shape.foreignKeys.get(table) ?? []).map((key) => [key.column, key]))
  const checks = shape.checks.get(table) ?? []
  const oneOf = new Set(checks.flatMap(exactlyOneOfFirst))
  const row: Row = {}
  for (const column of shape.columns.get(table) ?? []) {
    const required = !column.nullable && !column.hasDefault
    if (!required && !oneOf.has(column.column)) continue
    const foreignKey = foreignKeys.get(column.column)
    row[column.column] = foreignKey
      ? written.get(foreignKey.target)?.[foreignKey.targetColumn]
      : (allowedValue(column.column, checks) ?? valueOfType(column))
  }
  return { ...row, ...ROW_OVERRIDES[table] }
}

/** `CHECK ((a IS NULL) <> (b IS NULL))`: fill `a`. */
function exactlyOneOfFirst(check: Check): string[] {
  const match = /^CHECK \(\(\((\w+) IS NULL\) <> \((\w+) IS NULL\)\)\)$/.exec(check.definition)
  return match ? [match[1]!] : []
}

/** The first value a single-column `in (…)` check allows (`= ANY (ARRAY['a'::text, …])`). */
function allowedValue(column: string, checks: Check[]): unknown {
  for (const check of checks) {
    if (check.columns.length !== 1 || check.columns[0] !== column) continue
    const list = /ANY \(\(?ARRAY\[(.*?)\]/.exec(check.definition)?.[1]
    if (!list) continue
    const first = list.split(',')[0]!.trim()
    const text = /^'(.*)'/.exec(first)
    return text ? text[1] : Number(first.replace(/[()]/g, ''))
  }
  return undefined
}

function valueOfType({ table, column, type }: Column): unknown {
  if (/int|numeric|double|real/.test(type)) return 1
  if (type === 'boolean') return false
  if (type.startsWith('timestamp') || type === 'date') return '2026-01-01T00:00:00Z'
  if (type === 'jsonb' || type === 'json') return '{}'
  if (type === 'bytea') return Buffer.from([1])
  if (type === 'uuid') return '00000000-0000-4000-8000-000000000001'
  if (type === 'ARRAY') return '{}'
  if (type === 'inet') return '127.0.0.1'
  // Lower case and short: `email = lower(email)`, `char_length(name) between 1 and 64`.
  return `${table}.${column}`.toLowerCase().slice(0, 60)
}

/** Parents before children; a table's reference to itself does not count. */
function dependencyOrder(tables: string[], shape: SchemaShape): string[] {
  const ordered: string[] = []
  const visiting = new Set<string>()
  const visit = (table: string): void => {
    if (ordered.includes(table)) return
    if (visiting.has(table)) throw new Error(`foreign keys in a cycle through ${table}`)
    visiting.add(table)
    for (const key of shape.foreignKeys.get(table) ?? []) if (key.target !== table) visit(key.target)
    visiting.delete(table)
    ordered.push(table)
  }
  for (const table of tables) visit(table)
  return ordered
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) push(groups, keyOf(item), item)
  return groups
}

function push<T>(map: Map<string, T[]>, key: string, item: T): void {
  map.set(key, [...(map.get(key) ?? []), item])
}
