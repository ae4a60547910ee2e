/**
 * What PostgreSQL can store, as one rule for every method's params. Text columns refuse NUL
 * (U+0000) and jsonb refuses both NUL and a lone surrogate (half of a UTF-16 pair, which JSON can
 * carry as `"\ud800"` but UTF-8 cannot encode); free-form JSON must also stay shallow enough to
 * serialise without exhausting the stack and small enough not to fill the disk. The server checks
 * params against this before any schema or handler, so such text is refused as -32602 naming the
 * field instead of failing in the database as -32603 half-way through a call.
 */
import * as v from 'valibot'

/** Why a string cannot be stored, in both languages; null when it can. */
export function unstorableTextReason(text: string): { en: string; zh: string } | null {
  if (text.includes('\u0000'))
    return { en: 'must not contain a NUL character (U+0000)', zh: '不能包含 NUL 字符（U+0000）' }
  if (LONE_SURROGATE.test(text)) {
    return {
      en: 'must be well-formed Unicode (it has a lone surrogate)',
      zh: '必须是有效的 Unicode 文本（含有孤立的代理字符）',
    }
  }
  return null
}

/** The first string (value or object key) of `value` that cannot be stored, with its path. */
export interface UnstorableText {
  /** Keys from the root, e.g. `['whitelist', 0]`; a bad object key names the object holding it. */
  path: Array<string | number>
  en: string
  zh: string
}

/**
 * Walks `value` (parsed JSON) depth-first, in document order, for the first unstorable string.
 * Iterative, so params nested thousands deep cannot overflow the stack here.
 */
export function findUnstorableText(value: unknown): UnstorableText | undefined {
  // Each entry links to its parent instead of copying the path: a deep value stays linear.
  const stack: Visit[] = [{ value, key: null, parent: null }]
  while (stack.length > 0) {
    const visit = stack.pop() as Visit
    const item = visit.value
    if (typeof item === 'string') {
      const reason = unstorableTextReason(item)
      if (reason) return { path: pathOf(visit), ...reason }
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1)
        stack.push({ value: item[index], key: index, parent: visit })
    } else if (typeof item === 'object' && item !== null) {
      const keys = Object.keys(item)
      for (const key of keys) {
        const reason = unstorableTextReason(key)
        if (reason) return { path: pathOf(visit), en: `a key ${reason.en}`, zh: `键${reason.zh}` }
      }
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index] as string
        stack.push({ value: (item as Record<string, unknown>)[key], key, parent: visit })
      }
    }
  }
  return undefined
}

interface Visit {
  value: unknown
  key: string | number | null
  parent: Visit | null
}

function pathOf(visit: Visit): Array<string | number> {
  const path: Array<string | number> = []
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent) path.unshift(at.key)
  return path
}

/** Bounds of a free-form JSON object: nesting levels and UTF-8 bytes once serialised. */
export interface JsonLimits {
  maxDepth: number
  maxBytes: number
}

/**
 * A free-form JSON object (analytics data) within `limits`. Depth is checked first and without
 * recursion; only a shallow value is serialised to measure its size.
 */
export function boundedJsonObjectSchema(limits: JsonLimits) {
  return v.pipe(
    v.record(v.string(), v.unknown()),
    v.check(
      (value) => jsonDepth(value, limits.maxDepth) <= limits.maxDepth,
      `nested deeper than ${limits.maxDepth} levels`,
    ),
    v.check(
      (value) => jsonDepth(value, limits.maxDepth) > limits.maxDepth || jsonBytes(value) <= limits.maxBytes,
      `larger than ${limits.maxBytes} bytes as JSON`,
    ),
  )
}

/** Nesting levels of `value` (a scalar is 0, `{}` is 1), counted up to `cap + 1` at most. */
function jsonDepth(value: unknown, cap: number): number {
  let deepest = 0
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }]
  while (stack.length > 0) {
    const { value: item, depth } = stack.pop() as { value: unknown; depth: number }
    if (typeof item !== 'object' || item === null) continue
    const level = depth + 1
    deepest = Math.max(deepest, level)
    if (deepest > cap) return deepest
    for (const child of Object.values(item)) stack.push({ value: child, depth: level })
  }
  return deepest
}

function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
