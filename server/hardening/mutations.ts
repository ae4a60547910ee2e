/**
 * Ways to break a JSON value one step at a time, for the fuzzing harness: a wrong type at one
 * path, a key missing or added, prototype-pollution keys, text the database cannot store, numbers
 * JSON can write but JavaScript cannot hold, huge strings, deep nesting. Values JSON.stringify
 * cannot write (1e400, 100,000 levels of nesting) travel as raw tokens (`RawJson`).
 */
import type { SeededRandom } from './seeded-random'
import { kindOf, pathsOf, setOwn, withAt, type Json, type JsonKind } from './schema-values'

/** A body's JSON text, with raw tokens spliced in where `JSON.stringify` could not write them. */
export class RawJson {
  readonly #raws: string[] = []

  /** A placeholder string that `stringify` replaces with `raw`, unquoted. */
  token(raw: string): string {
    this.#raws.push(raw)
    return `@@raw${this.#raws.length - 1}@@`
  }

  stringify(value: Json | undefined): string {
    let text = JSON.stringify(value) ?? ''
    this.#raws.forEach((raw, index) => {
      text = text.replace(`"@@raw${index}@@"`, () => raw)
    })
    return text
  }
}

/** One sample value of each kind; a wrong type is one of another kind. */
const SAMPLES: Record<JsonKind, Json[]> = {
  string: ['', 'x', '1', 'true', 'null', '[]', '{}'],
  number: [0, 1, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308],
  boolean: [true, false],
  null: [null],
  array: [[], [1], ['x'], [null], [[]], [{}]],
  object: [{}, { a: 1 }, { '': '' }, { length: 1 }, { toString: 'x' }],
}
const KINDS = Object.keys(SAMPLES) as JsonKind[]

export function wrongValue(random: SeededRandom, kind: JsonKind): Json {
  return random.pick(SAMPLES[random.pick(KINDS.filter((other) => other !== kind))])
}

export function anyValue(random: SeededRandom): Json {
  return random.pick(SAMPLES[random.pick(KINDS)])
}

/** Texts a field may not store or that a careless handler might trip on. */
const ODD_STRINGS: Json[] = [
  'a\u0000b',
  '\ud800',
  'x\udbff',
  '\udc00y',
  ' ',
  'x'.repeat(1000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '\u202eevil',
  '🦊'.repeat(100),
  '\r\n',
  'NaN',
  'Infinity',
  '-1',
  '1e999',
  '__proto__',
  '2026-13-45T99:99:99Z',
  '0x',
  'SELECT pg_sleep(10)',
]

/** Numbers as raw JSON: beyond a double, beyond a safe integer, signed zero, denormals. */
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '1e-400',
  '-0',
  '9007199254740993',
  '1.7976931348623157e308',
  '4.9e-324',
  '0.1e1',
]
const NEGATIVE_IDS: Json[] = [-1, -2147483648, 0, -9007199254740991, -1.5]
const EXTRA_KEYS = ['extra', 'id', 'userId', 'user_id', 'teamId', 'owner_id', 'isAdmin', 'role', 'a\u0000', '']
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const

/** What a prototype-pollution key carries: fields that would matter if they leaked onto every object. */
function pollution(random: SeededRandom, teamId: number): Json {
  return random.pick<Json>([
    { polluted: 'yes', isAdmin: true, role: 'owner', teamId, userId: 1 },
    { prototype: { polluted: 'yes', isAdmin: true } },
    { toString: 'x', valueOf: 1, hasOwnProperty: null },
    'polluted',
    [],
  ])
}

export const PARAM_MUTATIONS = [
  'wrong-type',
  'all-wrong',
  'missing',
  'extra-key',
  'proto-key',
  'odd-string',
  'raw-number',
  'negative-id',
  'bad-key',
  'as-is',
] as const
export type ParamMutation = (typeof PARAM_MUTATIONS)[number]

/** `value` broken by `mutation` at a random path of it; a `what` says where. */
export function mutate(
  random: SeededRandom,
  raw: RawJson,
  value: Json,
  mutation: ParamMutation,
  teamId: number,
): { value: Json; what: string } {
  const paths = pathsOf(value)
  const inner = paths.filter((path) => path.length > 0)
  const at = (path: (string | number)[]) => path.join('.') || '(root)'
  const valueAt = (path: (string | number)[]) =>
    path.reduce<Json>((node, key) => (node as Record<string, Json>)?.[key] ?? null, value)
  const objects = paths.filter((path) => kindOf(valueAt(path)) === 'object')
  const ofKind = (kind: JsonKind) => inner.filter((path) => kindOf(valueAt(path)) === kind)
  const somePath = (preferred: (string | number)[][]) =>
    preferred.length > 0 ? random.pick(preferred) : inner.length > 0 ? random.pick(inner) : []

  switch (mutation) {
    case 'wrong-type': {
      const path = somePath(inner)
      return {
        value: withAt(value, path, wrongValue(random, kindOf(valueAt(path)))),
        what: `wrong type at ${at(path)}`,
      }
    }
    case 'all-wrong': {
      let broken = value
      for (const path of inner) broken = withAt(broken, path, wrongValue(random, kindOf(valueAt(path))))
      return { value: broken, what: 'every field a wrong type' }
    }
    case 'missing': {
      if (inner.length === 0) return { value: withAt(value, [], null), what: 'null instead of the object' }
      const path = random.pick(inner)
      return { value: withAt(value, path, undefined), what: `${at(path)} missing` }
    }
    case 'extra-key':
    case 'proto-key':
    case 'bad-key': {
      const path = objects.length > 0 ? random.pick(objects) : []
      const key =
        mutation === 'extra-key'
          ? random.pick(EXTRA_KEYS)
          : mutation === 'proto-key'
            ? random.pick(PROTO_KEYS)
            : random.pick(['a\u0000b', '\ud800', 'x'.repeat(10_000), '$where', 'a.b', '🦊'])
      const holder = { ...(valueAt(path) as Record<string, Json>) }
      setOwn(holder, key, mutation === 'proto-key' ? pollution(random, teamId) : anyValue(random))
      return { value: withAt(value, path, holder), what: `key ${JSON.stringify(key).slice(0, 40)} in ${at(path)}` }
    }
    case 'odd-string': {
      const path = somePath(ofKind('string'))
      return { value: withAt(value, path, random.pick(ODD_STRINGS)), what: `odd text at ${at(path)}` }
    }
    case 'raw-number': {
      const path = somePath(ofKind('number'))
      const number = random.pick(RAW_NUMBERS)
      return { value: withAt(value, path, raw.token(number)), what: `${number} at ${at(path)}` }
    }
    case 'negative-id': {
      const path = somePath(ofKind('number'))
      return { value: withAt(value, path, random.pick(NEGATIVE_IDS)), what: `negative id at ${at(path)}` }
    }
    case 'as-is':
      return { value, what: 'plausible' }
  }
}

/** `levels` of arrays or objects, as raw JSON (JSON.stringify overflows the stack on such nesting). */
export function deepJson(random: SeededRandom, levels: number): string {
  return random.chance(0.5)
    ? `${'['.repeat(levels)}${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`
}

/** A string of about `size` bytes: ASCII, or three-byte characters that make it three times longer on the wire. */
export function hugeString(random: SeededRandom): { text: string; what: string } {
  const [char, length] = random.pick([
    ['a', 1_000_000],
    ['a', 1_048_576],
    ['安', 300_000],
    ['安', 400_000],
  ] as const)
  return { text: char.repeat(length), what: `${length} × ${char}` }
}
