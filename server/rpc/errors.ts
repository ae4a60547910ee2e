/**
 * Errors a method can answer with. Handlers throw `HubRpcError`; the dispatcher turns it into the
 * wire's `{ code, message, messageZh, data }`. Anything else thrown is a bug: it is logged and the
 * caller sees a generic -32603, never a stack trace or SQL.
 */
import {
  HubErrorCode,
  RpcErrorCode,
  type HubError,
  type InvalidParamsData,
  type RateLimitType,
} from '../../contract/index'

/** An error meant for the caller, in both languages the app is offered in. */
export class HubRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly messageZh: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'HubRpcError'
  }

  /** The error object of the JSON-RPC response. */
  toWire(): HubError {
    return {
      code: this.code,
      message: this.message,
      messageZh: this.messageZh,
      ...(this.data ? { data: this.data } : {}),
    }
  }
}

/** The body is not JSON at all. */
export function parseError(): HubRpcError {
  return new HubRpcError(
    RpcErrorCode.ParseError,
    'Parse error: the request body is not valid JSON',
    '解析错误：请求体不是有效的 JSON',
  )
}

/** The body is JSON but not a call: no method, a wrong `jsonrpc` version, a bad id. */
export function invalidRequest(reason: string, reasonZh: string): HubRpcError {
  return new HubRpcError(RpcErrorCode.InvalidRequest, `Invalid request: ${reason}`, `无效请求：${reasonZh}`)
}

/** No such method in the contract. */
export function methodNotFound(method: string): HubRpcError {
  return new HubRpcError(RpcErrorCode.MethodNotFound, `Method not found: ${method}`, `方法不存在：${method}`)
}

/**
 * The contract has the method but this server has no handler for it yet. Same code as an unknown
 * method (the server cannot run it either way); `data.reason` tells the two apart.
 */
export function methodNotImplemented(method: string): HubRpcError {
  return new HubRpcError(
    RpcErrorCode.MethodNotFound,
    `Method not implemented yet: ${method}`,
    `方法尚未实现：${method}`,
    {
      reason: 'not_implemented',
    },
  )
}

/** Params failed the contract's schema; `data.field` is the dotted path of the first bad value. */
export function invalidParams(data: InvalidParamsData, reason: string, reasonZh: string): HubRpcError {
  const where = data.field ? `${data.field}: ` : ''
  const whereZh = data.field ? `${data.field}：` : ''
  return new HubRpcError(
    RpcErrorCode.InvalidParams,
    `Invalid params: ${where}${reason}`,
    `参数无效：${whereZh}${reasonZh}`,
    { ...data },
  )
}

/** Something failed on our side; details go to the log, not to the caller. */
export function internalError(): HubRpcError {
  return new HubRpcError(RpcErrorCode.InternalError, 'Internal error', '服务器内部错误')
}

/** A `user` method was called without a valid session. */
export function sessionMissing(): HubRpcError {
  return new HubRpcError(HubErrorCode.SessionMissing, 'Please log in', '请先登录')
}

/** The session's 30 days are over. */
export function sessionExpired(): HubRpcError {
  return new HubRpcError(
    HubErrorCode.SessionExpired,
    'Your session has expired, please log in again',
    '登录已过期，请重新登录',
  )
}

/** The session was ended: a logout, or a password reset. */
export function sessionRevoked(): HubRpcError {
  return new HubRpcError(
    HubErrorCode.SessionRevoked,
    'Your session has ended, please log in again',
    '登录已失效，请重新登录',
  )
}

/** The caller may not act on this object or in this team context (10403); the message says why. */
export function forbidden(message: string, messageZh: string): HubRpcError {
  return new HubRpcError(HubErrorCode.Forbidden, message, messageZh)
}

/** A business rule refused the call (10422); the message says which. */
export function businessRule(message: string, messageZh: string, data?: Record<string, unknown>): HubRpcError {
  return new HubRpcError(HubErrorCode.BusinessRule, message, messageZh, data)
}

/** A conflicting state the page re-reads (50409). */
export function conflict(message: string, messageZh: string): HubRpcError {
  return new HubRpcError(HubErrorCode.Conflict, message, messageZh)
}

/** The object does not exist (any more): quiet in the app (50404). */
export function notFound(message: string, messageZh: string): HubRpcError {
  return new HubRpcError(HubErrorCode.NotFound, message, messageZh)
}

/**
 * Too many attempts (10429): refused until `attemptsExpireAt` (epoch ms, the one exception to ISO
 * times, kept from existing clients). The app words the wait itself from `data.type`.
 */
export function rateLimited(type: RateLimitType, attemptsExpireAt: number): HubRpcError {
  const minutes = Math.max(1, Math.ceil((attemptsExpireAt - Date.now()) / 60_000))
  return new HubRpcError(
    HubErrorCode.RateLimited,
    `Too many attempts, please try again in ${minutes} min`,
    `尝试次数过多，请 ${minutes} 分钟后再试`,
    { type, attemptsExpireAt },
  )
}
