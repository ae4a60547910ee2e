/**
 * Test support shared by the RPC client's test files (never imported by the app): one real test
 * server per file, the client pointed at it with a fresh token per test (so session bursts never
 * leak between tests), short timeouts, no toasts left over, and English or Chinese activated.
 */
import { i18n, type Messages } from '@lingui/core'
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import { messages as en } from '../../locales/en/messages.po'
import { messages as zh } from '../../locales/zh/messages.po'
import { configureRpcClient, type RpcHooks } from '../../src/lib/rpc-client'
import { startRpcTestServer, type RpcTestServer } from './rpc-test-server'
import { toast } from '../../src/lib/toast-store'

/** ms before a test call times out: long enough for a slow machine, short enough for a fast suite. */
export const TEST_TIMEOUT_MS = 1500

export interface RpcTestContext {
  server: RpcTestServer
  /** The token of the current test's calls. */
  token: string
  onSessionInvalid: ReturnType<typeof vi.fn<RpcHooks['onSessionInvalid']>>
}

let tokens = 0

/** Registers the hooks; read the context inside tests (it is filled in `beforeAll`/`beforeEach`). */
export function setUpRpcClientTests(): RpcTestContext {
  const context = { token: '', onSessionInvalid: vi.fn<RpcHooks['onSessionInvalid']>() } as RpcTestContext
  beforeAll(async () => {
    context.server = await startRpcTestServer()
  })
  afterAll(() => context.server.close())
  beforeEach(() => {
    context.server.reset()
    context.token = `token-${++tokens}`
    context.onSessionInvalid.mockReset()
    configureRpcClient({
      baseUrl: context.server.url,
      getToken: () => context.token,
      getTeamId: () => undefined,
      onSessionInvalid: context.onSessionInvalid,
      timeoutMs: TEST_TIMEOUT_MS,
    })
    toast.dismissAll()
    activateTestLocale('en')
  })
  return context
}

/** Activates a real catalog, as the app does at start. */
export function activateTestLocale(locale: 'en' | 'zh'): void {
  i18n.load({ en: en as Messages, zh: zh as Messages })
  i18n.activate(locale)
}

/** The texts of the toasts on screen. */
export function toastTexts(): Array<string | undefined> {
  return toast.getSnapshot().map((item) => item.message ?? item.title)
}
