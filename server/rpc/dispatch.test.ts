import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import type { RpcContext } from './context'
import { dispatchBody, dispatchCall, type DispatchEnv } from './dispatch'
import { HubRpcError, sessionMissing } from './errors'
import { MethodRegistry } from './registry'

function env(registry = new MethodRegistry()) {
  const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> }
  const dispatchEnv: DispatchEnv = {
    registry,
    createContext: () =>
      ({
        session: null,
        request: { ip: '127.0.0.1', userAgent: null, token: null, teamId: null, idempotencyKey: null },
      }) as RpcContext,
    authenticate: async () => {
      throw sessionMissing()
    },
    recordWrite: async () => {},
    log,
  }
  return { dispatchEnv, log }
}

describe('dispatching a call', () => {
  it('answers a contract method without a handler yet with -32601 marked not_implemented', async () => {
    const answer = await dispatchCall({ jsonrpc: '2.0', id: 1, method: 'hub_getConfig' }, env().dispatchEnv)
    expect(answer).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: {
        code: -32601,
        message: 'Method not implemented yet: hub_getConfig',
        messageZh: '方法尚未实现：hub_getConfig',
        data: { reason: 'not_implemented' },
      },
    })
  })

  it('hides an unexpected failure behind -32603 and logs it', async () => {
    const registry = new MethodRegistry().register('hub_getBanner', async () => {
      throw new Error('relation "banners" does not exist')
    })
    const { dispatchEnv, log } = env(registry)
    const answer = await dispatchCall({ id: 'x', method: 'hub_getBanner' }, dispatchEnv)
    expect(answer).toEqual({
      jsonrpc: '2.0',
      id: 'x',
      error: { code: -32603, message: 'Internal error', messageZh: '服务器内部错误' },
    })
    expect(log.error).toHaveBeenCalledOnce()
  })

  it('passes a HubRpcError thrown by a handler to the caller as it is', async () => {
    const registry = new MethodRegistry().register('hub_getBanner', async () => {
      throw new HubRpcError(50404, 'Not found', '不存在', { id: 'b1' })
    })
    const answer = await dispatchCall({ method: 'hub_getBanner' }, env(registry).dispatchEnv)
    expect(answer).toMatchObject({ error: { code: 50404, messageZh: '不存在', data: { id: 'b1' } } })
  })

  it('gives the handler validated params, with unknown keys dropped', async () => {
    const handler = vi.fn(async () => null)
    const registry = new MethodRegistry().register('hub_saveEventTracking', handler)
    await dispatchBody(
      JSON.stringify({ method: 'hub_saveEventTracking', params: { event: 'e', extra: 1 } }),
      env(registry).dispatchEnv,
    )
    expect(handler).toHaveBeenCalledWith(expect.anything(), { event: 'e' })
  })

  it('refuses to register a method twice', () => {
    const registry = new MethodRegistry().register('hub_getBanner', async () => [])
    expect(() => registry.register('hub_getBanner', async () => [])).toThrow(/twice/)
  })
})
