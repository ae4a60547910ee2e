/**
 * From the `params` a caller sent to the object a handler receives: positional arrays mapped to
 * keys, `[obj]` unwrapped, text the database cannot store refused, then the contract's valibot
 * schema applied. Every refusal is a -32602 naming the first bad field, in English and Chinese.
 */
import * as v from 'valibot'
import { findUnstorableText, toInvalidParamsData, type MethodSpec } from '../../contract/index'
import { invalidParams } from './errors'

/** Normalises and validates `params`; returns the schema's output or throws a -32602. */
export function parseParams(spec: MethodSpec, params: unknown): unknown {
  const input = normalise(spec, params)
  refuseUnstorableText(input)
  const result = v.safeParse(spec.params, input)
  if (result.success) return result.output
  const { en, zh } = describe(result.issues[0])
  throw invalidParams(toInvalidParamsData(result.issues), en, zh)
}

function normalise(spec: MethodSpec, params: unknown): Record<string, unknown> {
  if (params === undefined || params === null) return {}
  if (Array.isArray(params)) return fromArray(spec, params)
  if (isPlainObject(params)) return params
  throw refused('params must be an object or an array', 'params 必须是对象或数组')
}

function fromArray(spec: MethodSpec, items: unknown[]): Record<string, unknown> {
  if (spec.positional) {
    if (items.length > spec.positional.length) {
      throw refused(`expected at most ${spec.positional.length} params`, `最多 ${spec.positional.length} 个参数`)
    }
    return Object.fromEntries(items.map((item, index) => [spec.positional?.[index], item]))
  }
  if (items.length === 0) return {}
  if (items.length === 1 && isPlainObject(items[0])) return items[0]
  throw refused('expected an object (or an array of one object)', '应为一个对象（或只含一个对象的数组）')
}

/**
 * One rule for all text of every method, whatever its schema says: a NUL or a lone surrogate
 * anywhere (a value or a key, however deep) is refused before the schema, so no field can forget it
 * and no such string reaches a query or the activity log.
 */
function refuseUnstorableText(input: Record<string, unknown>): void {
  const bad = findUnstorableText(input)
  if (!bad) return
  const field = bad.path.map(String).join('.')
  throw invalidParams({ field, issues: [{ field, message: bad.en }] }, bad.en, bad.zh)
}

/** A refusal of the params as a whole (field ''). */
function refused(reason: string, reasonZh: string) {
  return invalidParams({ field: '', issues: [{ field: '', message: reason }] }, reason, reasonZh)
}

/** Valibot's English message, a Chinese counterpart, and a plain "required" for a missing key. */
function describe(issue: v.BaseIssue<unknown>): { en: string; zh: string } {
  if (issue.input === undefined && issue.kind === 'schema') return { en: 'required', zh: '必填' }
  // A cross-field check that finds a needed field absent (one of two forms) says so the same way.
  if (issue.message === 'required') return { en: 'required', zh: '必填' }
  if (issue.kind === 'schema') {
    return { en: issue.message, zh: `类型无效：应为 ${issue.expected ?? '?'}，实际为 ${issue.received}` }
  }
  const requirement = 'requirement' in issue ? String(issue.requirement) : ''
  const zh = ZH_BY_TYPE[issue.type]
  return { en: issue.message, zh: zh ? zh.replace('{n}', requirement) : `值无效：${issue.received}` }
}

const ZH_BY_TYPE: Record<string, string> = {
  min_length: '长度至少为 {n}',
  max_length: '长度最多为 {n}',
  min_value: '不能小于 {n}',
  max_value: '不能大于 {n}',
  integer: '必须是整数',
  email: '邮箱格式无效',
  url: '网址格式无效',
  regex: '格式无效',
  picklist: '不在可选值之内',
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
