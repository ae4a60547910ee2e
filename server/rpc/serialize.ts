/**
 * The JSON text of `POST /api` answers. A result a cache hands to many callers (the key list of
 * hub_getApiKeys) can be marked `sharedResult`: it is frozen, and its JSON is made once and
 * spliced into each answer, instead of a 16 KB `JSON.stringify` per call (the profile's largest
 * cost once the list came from memory: 12 % of the server's CPU under load); the answer's bytes
 * are kept per call id too.
 */
import type { RpcResponse } from '../../contract/index'

const shared = new WeakSet<object>()
const knownJson = new WeakMap<object, string>()

/**
 * Marks a result that will be answered many times unchanged: deep-frozen, so no caller can change
 * what the next one is sent, and serialised on first use only.
 */
export function sharedResult<T extends object>(value: T): T {
  shared.add(deepFreeze(value))
  return value
}

/**
 * The response body of one answer (a shared result's answer as bytes kept per call id, written
 * as they are: no 16 KB string built and encoded per call), or of a batch of answers.
 */
export function serializeAnswer(answer: RpcResponse | RpcResponse[]): string | Buffer {
  if (Array.isArray(answer)) return `[${answer.map(answerJson).join(',')}]`
  const result = 'result' in answer ? answer.result : undefined
  if (typeof result !== 'object' || result === null || !shared.has(result)) return JSON.stringify(answer)
  const id = JSON.stringify(answer.id)
  let byId = knownAnswers.get(result)
  if (!byId) knownAnswers.set(result, (byId = new Map()))
  let bytes = byId.get(id)
  if (!bytes) {
    bytes = Buffer.from(answerJson(answer))
    // Clients number their calls; the app's bare form has no id. Keep a few ids' bytes.
    if (byId.size >= ANSWERS_KEPT_PER_RESULT) byId.clear()
    byId.set(id, bytes)
  }
  return bytes
}

/** How many ids' answers are kept per shared result. */
const ANSWERS_KEPT_PER_RESULT = 8

const knownAnswers = new WeakMap<object, Map<string, Buffer>>()

function answerJson(answer: RpcResponse): string {
  const result = 'result' in answer ? answer.result : undefined
  if (typeof result !== 'object' || result === null || !shared.has(result)) return JSON.stringify(answer)
  let json = knownJson.get(result)
  if (json === undefined) {
    json = JSON.stringify(result)
    knownJson.set(result, json)
  }
  return `{"jsonrpc":"2.0","id":${JSON.stringify(answer.id)},"result":${json}}`
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const item of Object.values(value)) deepFreeze(item)
  }
  return value
}
