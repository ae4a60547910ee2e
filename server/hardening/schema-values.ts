/**
 * Values shaped like a valibot schema, found by walking it (`entries`, `wrapped`, `item`,
 * `options`…), so every method of the contract gets fuzzed params without a line of its own: a
 * plausible value of each field to start from, which the generator then breaks one field at a time.
 */

/** A JSON value (what a body can carry). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Ids the plausible values use where a field names an object: the fuzzing account's own ones. */
export interface KnownIds {
  teamId: number
  keyId: number
}

type SchemaNode = {
  type?: string
  entries?: Record<string, unknown>
  wrapped?: unknown
  item?: unknown
  options?: readonly unknown[]
  literal?: unknown
}

/** A value the schema would likely take (formats and ranges aside), every optional field included. */
export function plausibleValue(schema: unknown, ids: KnownIds, key = ''): Json {
  const node = (schema ?? {}) as SchemaNode
  switch (node.type) {
    case 'object':
    case 'strict_object':
    case 'loose_object':
    case 'object_with_rest':
      return Object.fromEntries(
        Object.entries(node.entries ?? {}).map(([name, entry]) => [name, plausibleValue(entry, ids, name)]),
      )
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
      return plausibleValue(node.wrapped, ids, key)
    case 'array':
      return [plausibleValue(node.item, ids, key)]
    case 'picklist':
    case 'union':
    case 'variant': {
      const first = node.options?.[0]
      return node.type === 'picklist' ? (first as Json) : plausibleValue(first, ids, key)
    }
    case 'literal':
      return node.literal as Json
    case 'boolean':
      return true
    case 'number':
      return numberFor(key, ids)
    case 'string':
      return stringFor(key)
    case 'record':
      return {}
    default:
      return 'x'
  }
}

/** The fuzzing account's ids where a field names one, so calls get past "not found" to the checks after it. */
function numberFor(key: string, ids: KnownIds): number {
  if (key === 'teamId') return ids.teamId
  if (key === 'id' || key === 'apikeyId') return ids.keyId
  return 1
}

function stringFor(key: string): string {
  if (/email/i.test(key)) return 'fuzz@example.com'
  if (/^(from|to|at)$/.test(key)) return '2026-01-01T00:00:00.000Z'
  if (/amount/i.test(key)) return '10'
  return 'x'
}

/** Every path into `value` (object keys, array indexes), the value itself first. */
export function pathsOf(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const found: (string | number)[][] = [path]
  if (Array.isArray(value)) value.forEach((item, index) => found.push(...pathsOf(item, [...path, index])))
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) found.push(...pathsOf(item, [...path, key]))
  }
  return found
}

/** `value` with the item at `path` replaced (`undefined`: removed); the root replaced when `path` is empty. */
export function withAt(value: Json, path: readonly (string | number)[], replacement: Json | undefined): Json {
  if (path.length === 0) return replacement ?? null
  const [head, ...rest] = path
  if (Array.isArray(value)) {
    const copy = [...value]
    const index = Number(head)
    if (rest.length > 0) copy[index] = withAt(copy[index] ?? null, rest, replacement)
    else if (replacement === undefined) copy.splice(index, 1)
    else copy[index] = replacement
    return copy
  }
  if (value === null || typeof value !== 'object') return value
  const copy: Record<string, Json> = { ...value }
  const name = String(head)
  if (rest.length > 0) setOwn(copy, name, withAt(copy[name] ?? null, rest, replacement))
  else if (replacement === undefined) delete copy[name]
  else setOwn(copy, name, replacement)
  return copy
}

/**
 * Sets an own, enumerable key, `__proto__` included (an assignment would set the prototype
 * instead), so `JSON.stringify` sends it as a key, as an attacker's raw JSON would.
 */
export function setOwn(target: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

/** The JSON kind of a value: what a wrong type is chosen against. */
export type JsonKind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object'

export function kindOf(value: Json): JsonKind {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value as 'string' | 'number' | 'boolean' | 'object'
}
