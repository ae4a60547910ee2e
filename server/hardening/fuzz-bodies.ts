/**
 * The fuzzing harness's bodies (issue 21): a case per seed, the same on every run, against
 * `POST /api`, the gateway's `POST /gateway/authorize` and `/gateway/usage`, and the avatar
 * upload. For `/api`: every method of the contract with params shaped by its valibot schema and
 * then broken (a wrong type at one field, a field missing, extra keys, `__proto__` /
 * `constructor` / `prototype` keys, NUL and lone surrogates, numbers beyond a double, negative
 * ids), 1 MB strings, 10,000 levels of nesting, broken envelopes (no method, a wrong `jsonrpc`,
 * ids of odd types), batches empty, mixed, at and over their limit and huge, and bodies that are
 * not JSON at all.
 */
import { AVATAR_UPLOAD_PATH, methods, type MethodSpec } from '../../contract/index'
import { GATEWAY_USAGE_PATH } from '../../contract/gateway-usage'
import { GATEWAY_AUTHORIZE_PATH } from '../modules/api-keys/gateway.routes'
import { MAX_BATCH_SIZE } from '../rpc/dispatch'
import { RPC_PATH } from '../rpc/rpc.routes'
import { PARAM_MUTATIONS, PROTO_KEYS, RawJson, anyValue, deepJson, hugeString, mutate, wrongValue } from './mutations'
import {
  kindOf,
  plausibleValue,
  pathsOf,
  setOwn,
  withAt,
  type Json,
  type JsonKind,
  type KnownIds,
} from './schema-values'
import { SeededRandom } from './seeded-random'
import { uploadBody } from './upload-bodies'

export type FuzzTarget = 'rpc' | 'upload' | 'gateway-authorize' | 'gateway-usage'

/** Who sends a case: nobody signed in, the fuzzing account, a token no session has, the gateway (its secret). */
export type FuzzCaller = 'anonymous' | 'user' | 'stale' | 'gateway'

/** The `Team-Id` header: the fuzzing account's team, a team it is not in, or a raw value. */
export type TeamHeader = { kind: 'own' } | { kind: 'foreign' } | { kind: 'raw'; value: string }

/** One request to send, rebuilt from its `seed` alone. */
export interface FuzzCase {
  seed: number
  target: FuzzTarget
  url: string
  caller: FuzzCaller
  teamHeader: TeamHeader | null
  /** null: no content-type header. */
  contentType: string | null
  body: string | Buffer
  /** What was sent, in a few words. */
  what: string
}

/** What the cases may name: the fuzzing account's team and key. */
export type FuzzFixture = KnownIds

const METHOD_NAMES = Object.keys(methods) as (keyof typeof methods)[]
const specOf = (name: string): MethodSpec => (methods as Record<string, MethodSpec>)[name] as MethodSpec

const ODD_TEAM_HEADERS = ['-1', '0', 'abc', '1e3', '1.5', '99999999999999999999', ' 1', '', '1,2', '0x10']
const ODD_METHODS: Json[] = [
  '',
  ' ',
  'HUB_GETCONFIG',
  'hub_',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'hub_getConfig\u0000',
  'rpc.discover',
  'dev_sendNotice',
  'dev_createAccount',
  'x'.repeat(100_000),
  '🦊',
]
const ODD_IDS: Json[] = [{}, [], true, false, 1.5, -1, 2 ** 53 + 2, 1e308, 'x'.repeat(10_000), '', null, { id: 1 }]
const ODD_VERSIONS: Json[] = ['1.0', '2', 2, 2.0, null, true, [], {}, '', '2.0\u0000']
const ODD_PARAMS: Json[] = [null, 1, 'x', true, [], [1, 2], [[]], [null], ['a', 'b', 'c', 'd', 'e', 'f'], [{}, {}], '']
const RAW_BODIES = [
  '',
  'null',
  'true',
  '1',
  '"x"',
  '{',
  '[',
  ']',
  '}{',
  'garbage',
  '{"jsonrpc":"2.0",',
  '\uFEFF{"jsonrpc":"2.0","id":1,"method":"hub_getConfig"}',
  '{"jsonrpc":"2.0","id":1,"method":"hub_getConfig",}',
  '{"jsonrpc":"2.0","id":1,"method":"hub_getConfig","method":"hub_logout"}',
  '{"jsonrpc":"2.0","id":NaN,"method":"hub_getConfig"}',
  '/* c */{"jsonrpc":"2.0","id":1,"method":"hub_getConfig"}',
  '{"jsonrpc":"2.0","id":1,"method":"hub_getConfig"}\u0000',
  "{'jsonrpc':'2.0'}",
  '{"__proto__":{"method":"hub_getUserProfile"},"jsonrpc":"2.0","id":1}',
  '{"constructor":{"prototype":{"polluted":"yes"}},"jsonrpc":"2.0","id":1,"method":"hub_getConfig"}',
]
const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'text/plain',
  null,
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'a/b/c;;;',
]

/** The case of `seed`, naming the fixture's team and key where a field names one. */
export function fuzzCase(seed: number, fixture: FuzzFixture): FuzzCase {
  const random = new SeededRandom(seed)
  const target = random.weighted<FuzzTarget>([
    ['rpc', 84],
    ['upload', 8],
    ['gateway-authorize', 4],
    ['gateway-usage', 4],
  ])
  const built =
    target === 'rpc'
      ? rpcCase(random, fixture)
      : target === 'upload'
        ? uploadCase(random)
        : gatewayCase(random, target, fixture)
  return { seed, target, ...built }
}

type Built = Omit<FuzzCase, 'seed' | 'target'>

function rpcCase(random: SeededRandom, fixture: FuzzFixture): Built {
  const caller = random.weighted<FuzzCaller>([
    ['anonymous', 25],
    ['user', 70],
    ['stale', 5],
  ])
  const teamHeader =
    caller === 'user'
      ? random.weighted<TeamHeader | null>([
          [null, 40],
          [{ kind: 'own' }, 45],
          [{ kind: 'foreign' }, 8],
          [{ kind: 'raw', value: random.pick(ODD_TEAM_HEADERS) }, 7],
        ])
      : null
  const raw = new RawJson()
  const shape = random.weighted([
    ['params', 62],
    ['envelope', 14],
    ['batch', 10],
    ['raw', 10],
    ['big', 4],
  ] as const)
  const json = (body: Json, what: string): Built => ({
    url: RPC_PATH,
    caller,
    teamHeader,
    contentType: random.chance(0.95) ? 'application/json' : random.pick(CONTENT_TYPES),
    body: raw.stringify(body),
    what,
  })
  switch (shape) {
    case 'params': {
      const call = brokenCall(random, raw, fixture)
      return json(call.body, call.what)
    }
    case 'envelope': {
      const call = brokenEnvelope(random, raw, fixture)
      return json(call.body, call.what)
    }
    case 'batch': {
      const batch = brokenBatch(random, raw, fixture)
      return json(batch.body, batch.what)
    }
    case 'raw': {
      const body = random.chance(0.8) ? random.pick(RAW_BODIES) : random.bytes(random.int(1, 2048))
      return { url: RPC_PATH, caller, teamHeader, contentType: random.pick(CONTENT_TYPES), body, what: 'not JSON-RPC' }
    }
    case 'big': {
      const big = bigCall(random, raw, fixture)
      return json(big.body, big.what)
    }
  }
}

/** A call to a method of the contract with its plausible params broken one way. */
function brokenCall(random: SeededRandom, raw: RawJson, fixture: FuzzFixture): { body: Json; what: string } {
  const method = random.pick(METHOD_NAMES)
  const spec = specOf(method)
  const base = plausibleValue(spec.params, fixture)
  const form = random.weighted([
    ['mutated', 85],
    ['shape', 8],
    ['positional', 7],
  ] as const)
  if (form === 'shape') {
    const params = random.pick(ODD_PARAMS)
    return { body: envelope(random, method, params), what: `${method}: params ${JSON.stringify(params)}` }
  }
  const mutation = random.pick(PARAM_MUTATIONS)
  const broken = mutate(random, raw, base, mutation, fixture.teamId)
  const params =
    form === 'positional' && broken.value !== null && typeof broken.value === 'object' && !Array.isArray(broken.value)
      ? Object.values(broken.value)
      : broken.value
  return {
    body: envelope(random, method, params),
    what: `${method}: ${broken.what}${form === 'positional' ? ' (positional)' : ''}`,
  }
}

function envelope(random: SeededRandom, method: string, params: Json): Json {
  return { jsonrpc: '2.0', id: random.int(1, 1_000_000), method, params }
}

/** A call whose envelope is broken: the method, `jsonrpc`, the id, extra or prototype keys, not an object. */
function brokenEnvelope(random: SeededRandom, raw: RawJson, fixture: FuzzFixture): { body: Json; what: string } {
  const call = brokenCall(random, raw, fixture).body as Record<string, Json>
  const part = random.pick(['method', 'jsonrpc', 'id', 'extra', 'proto', 'whole'] as const)
  switch (part) {
    case 'method': {
      const value = random.chance(0.3) ? undefined : random.chance(0.5) ? random.pick(ODD_METHODS) : anyValue(random)
      return { body: withAt(call, ['method'], value), what: `method ${value === undefined ? 'missing' : 'odd'}` }
    }
    case 'jsonrpc': {
      const value = random.chance(0.2) ? undefined : random.pick(ODD_VERSIONS)
      return { body: withAt(call, ['jsonrpc'], value), what: `jsonrpc ${JSON.stringify(value) ?? 'missing'}` }
    }
    case 'id': {
      const value = random.chance(0.2) ? undefined : random.pick(ODD_IDS)
      return { body: withAt(call, ['id'], value), what: `id ${value === undefined ? 'missing' : 'odd'}` }
    }
    case 'extra': {
      const key = random.pick(['result', 'error', 'extra', 'session', 'teamId'])
      return { body: withAt(call, [key], anyValue(random)), what: `envelope key ${key}` }
    }
    case 'proto': {
      const copy = { ...call }
      const key = random.pick(PROTO_KEYS)
      setOwn(
        copy,
        key,
        random.pick<Json>([{ method: 'hub_getUserProfile' }, { polluted: 'yes' }, { prototype: { polluted: 'yes' } }]),
      )
      return { body: copy, what: `envelope key ${key}` }
    }
    case 'whole': {
      const value = wrongValue(random, 'object')
      return { body: value, what: `the call is ${JSON.stringify(value)}` }
    }
  }
}

/** A batch: empty, mixed, at or just over its limit, or huge. */
function brokenBatch(random: SeededRandom, raw: RawJson, fixture: FuzzFixture): { body: Json; what: string } {
  const entry = (): Json =>
    random.weighted<() => Json>([
      [() => brokenCall(random, raw, fixture).body, 50],
      [() => brokenEnvelope(random, raw, fixture).body, 25],
      [() => ({ jsonrpc: '2.0', method: 'hub_getConfig' }), 10],
      [() => anyValue(random), 10],
      [() => [{ jsonrpc: '2.0', id: 1, method: 'hub_getConfig' }], 5],
    ])()
  const size = random.weighted([
    ['empty', 10],
    ['mixed', 60],
    ['at-limit', 10],
    ['over-limit', 10],
    ['huge', 10],
  ] as const)
  switch (size) {
    case 'empty':
      return { body: [], what: 'an empty batch' }
    case 'mixed':
      return { body: Array.from({ length: random.int(1, MAX_BATCH_SIZE) }, entry), what: 'a mixed batch' }
    case 'at-limit':
      return { body: Array.from({ length: MAX_BATCH_SIZE }, entry), what: `a batch of ${MAX_BATCH_SIZE}` }
    case 'over-limit':
      return { body: Array.from({ length: MAX_BATCH_SIZE + 1 }, entry), what: `a batch of ${MAX_BATCH_SIZE + 1}` }
    case 'huge': {
      const length = random.pick([1000, 10_000, 19_000])
      return {
        body: Array.from({ length }, (_, id) => ({ jsonrpc: '2.0', id, method: 'hub_getConfig' })),
        what: `a batch of ${length}`,
      }
    }
  }
}

/** A call with a 1 MB string, 10,000 levels of nesting, or nesting for a body. */
function bigCall(random: SeededRandom, raw: RawJson, fixture: FuzzFixture): { body: Json; what: string } {
  const method = random.pick(METHOD_NAMES)
  const base = plausibleValue(specOf(method).params, fixture)
  const paths = pathsOf(base)
  const path = random.chance(0.3) ? ['extra'] : random.pick(paths)
  if (random.chance(0.5)) {
    const huge = hugeString(random)
    return {
      body: envelope(random, method, withAt(base, path, huge.text)),
      what: `${method}: ${huge.what} at ${path.join('.') || '(root)'}`,
    }
  }
  const levels = random.pick([10_000, 10_000, 100_000])
  const nested = raw.token(deepJson(random, levels))
  if (random.chance(0.2)) return { body: nested, what: `a body ${levels} levels deep` }
  return {
    body: envelope(random, method, withAt(base, path, nested)),
    what: `${method}: ${levels} levels at ${path.join('.') || '(root)'}`,
  }
}

function uploadCase(random: SeededRandom): Built {
  const caller = random.weighted<FuzzCaller>([
    ['user', 70],
    ['anonymous', 20],
    ['stale', 10],
  ])
  const upload = uploadBody(random)
  return { url: AVATAR_UPLOAD_PATH, caller, teamHeader: null, ...upload }
}

/** A body for the gateway's check or its metering, broken like params, sent with, without or with a wrong secret. */
function gatewayCase(random: SeededRandom, target: 'gateway-authorize' | 'gateway-usage', fixture: FuzzFixture): Built {
  const caller = random.weighted<FuzzCaller>([
    ['gateway', 80],
    ['anonymous', 10],
    ['stale', 10],
  ])
  const call = {
    key: `hd_${random.text(24)}`,
    network: random.pick(['eth-mainnet', 'devnet', 'Not A Network']),
    method: random.pick(['eth_call', 'eth_sendRawTransaction', 'debug_traceTransaction']),
  }
  const base: Json =
    target === 'gateway-authorize'
      ? { ...call, origin: 'https://example.com', ip: '203.0.113.9' }
      : {
          batchId: `fuzz-${random.text(12)}`,
          calls: Array.from({ length: random.int(1, 3) }, () => ({
            ...call,
            archive: false,
            outcome: 'ok',
            latencyMs: 5,
            at: '2026-01-01T00:00:00.000Z',
          })),
        }
  const raw = new RawJson()
  const url = target === 'gateway-authorize' ? GATEWAY_AUTHORIZE_PATH : GATEWAY_USAGE_PATH
  const shape = random.weighted([
    ['mutated', 80],
    ['raw', 12],
    ['big', 8],
  ] as const)
  const contentType = random.chance(0.9) ? 'application/json' : random.pick(CONTENT_TYPES)
  if (shape === 'raw') {
    const body = random.chance(0.8) ? random.pick(RAW_BODIES) : random.bytes(random.int(1, 1024))
    return { url, caller, teamHeader: null, contentType, body, what: 'not JSON' }
  }
  if (shape === 'big') {
    const path = random.pick(pathsOf(base))
    const value = random.chance(0.5) ? hugeString(random).text : raw.token(deepJson(random, 10_000))
    return {
      url,
      caller,
      teamHeader: null,
      contentType,
      body: raw.stringify(withAt(base, path, value)),
      what: `big at ${path.join('.')}`,
    }
  }
  const broken = mutate(random, raw, base, random.pick(PARAM_MUTATIONS), fixture.teamId)
  return { url, caller, teamHeader: null, contentType, body: raw.stringify(broken.value), what: broken.what }
}

/** One value of each JSON kind, for the sweep. */
const KIND_SAMPLES: Record<JsonKind, Json> = {
  string: '1',
  number: 1,
  boolean: true,
  null: null,
  array: [],
  object: {},
}

/**
 * Every method × every field of its params (nested ones and the params themselves) × every other
 * JSON kind, and every field missing: the sweep a run starts with, so no parameter of any method
 * is left to chance. Sent as the fuzzing account in its team's context, so team methods get past
 * their session and role checks to their params. Case `seed`s are their index in the sweep.
 */
export function sweepCases(fixture: FuzzFixture): FuzzCase[] {
  const cases: FuzzCase[] = []
  const push = (method: string, params: Json | undefined, what: string) =>
    cases.push({
      seed: cases.length,
      target: 'rpc',
      url: RPC_PATH,
      caller: 'user',
      teamHeader: { kind: 'own' },
      contentType: 'application/json',
      body: JSON.stringify({ jsonrpc: '2.0', id: cases.length, method, params }),
      what: `sweep ${method}: ${what}`,
    })
  for (const method of METHOD_NAMES) {
    for (const { value, what } of eachFieldBroken(plausibleValue(specOf(method).params, fixture), false)) {
      push(method, value, what)
    }
  }
  // The gateway's bodies too, with text the database cannot store in each field: its schemas do
  // not go through the params rule of `/api` (rpc/params.ts).
  for (const [target, url, base] of GATEWAY_SWEEP) {
    for (const { value, what } of eachFieldBroken(base, true)) {
      cases.push({
        seed: cases.length,
        target,
        url,
        caller: 'gateway',
        teamHeader: null,
        contentType: 'application/json',
        body: JSON.stringify(value),
        what: `sweep ${url}: ${what}`,
      })
    }
  }
  return cases
}

const SWEEP_CALL = { key: 'hd_sweep', network: 'eth-mainnet', method: 'eth_call' }
const GATEWAY_SWEEP: [FuzzTarget, string, Json][] = [
  ['gateway-authorize', GATEWAY_AUTHORIZE_PATH, { ...SWEEP_CALL, origin: 'https://example.com', ip: '203.0.113.9' }],
  [
    'gateway-usage',
    GATEWAY_USAGE_PATH,
    {
      batchId: 'sweep',
      calls: [{ ...SWEEP_CALL, archive: false, outcome: 'ok', latencyMs: 5, at: '2026-01-01T00:00:00.000Z' }],
    },
  ],
]

/** `base` with each path (itself included) as every other JSON kind, each field missing, and (`text`) each string unstorable. */
function* eachFieldBroken(base: Json, text: boolean): Generator<{ value: Json | undefined; what: string }> {
  for (const path of pathsOf(base)) {
    const at = path.join('.') || '(root)'
    const kind = kindOf(path.reduce<Json>((node, key) => (node as Record<string, Json>)[key] ?? null, base))
    for (const other of Object.keys(KIND_SAMPLES) as JsonKind[]) {
      if (other !== kind) yield { value: withAt(base, path, KIND_SAMPLES[other]), what: `${at} as ${other}` }
    }
    if (path.length > 0) yield { value: withAt(base, path, undefined), what: `${at} missing` }
    if (text && kind === 'string') {
      yield { value: withAt(base, path, 'a\u0000b'), what: `${at} with a NUL` }
      yield { value: withAt(base, path, 'a\ud800'), what: `${at} with a lone surrogate` }
    }
  }
}
