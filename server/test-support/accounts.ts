/**
 * Accounts for tests: a user made straight in the database (registration is a later issue) and
 * signed in through hub_login, as the app would.
 */
import md5 from 'md5'
import { expect } from 'vitest'
import { PASSWORD_HASH_PREFIX } from '../../contract/index'
import { createUser } from '../modules/account/users.queries'
import { postRpc, type TestServer } from './test-server'

/** The password every test account has, as typed. */
export const TEST_PASSWORD = 'correct horse battery staple'

/** What the app sends for a typed password (SPEC §5). */
export function clientHash(password: string): string {
  return md5(PASSWORD_HASH_PREFIX + password)
}

/** A signed-in test account. */
export interface TestAccount {
  userId: number
  email: string
  token: string
  /** `Authorization: Bearer …` for `postRpc`. */
  headers: Record<string, string>
}

let counter = 0

/** Creates an account with a unique e-mail and signs it in. */
export async function signedInAccount(server: TestServer, name = 'user'): Promise<TestAccount> {
  counter += 1
  const email = `${name}-${counter}-${Date.now()}@example.com`
  const userId = await createUser(server.database.kysely, { email, passwordHash: clientHash(TEST_PASSWORD) })
  const answer = await postRpc(server.app, {
    method: 'hub_login',
    params: { email, password: clientHash(TEST_PASSWORD) },
  })
  const token: string = answer.body.result.token
  return { userId, email, token, headers: { authorization: `Bearer ${token}` } }
}

/**
 * `call` (the whole answer) and `ok` (the result, failing the test on an error) as a signed-in
 * account, with optional headers (`Team-Id`). `server` is read at call time: suites start theirs
 * in `beforeAll`.
 */
export function rpcAsAccount(server: () => TestServer) {
  const call = (account: TestAccount, method: string, params: unknown, headers: Record<string, string> = {}) =>
    postRpc(server().app, { jsonrpc: '2.0', id: 1, method, params }, { ...account.headers, ...headers })
  const ok = async (account: TestAccount, method: string, params: unknown, headers: Record<string, string> = {}) => {
    const answer = await call(account, method, params, headers)
    expect(answer.body.error, method).toBeUndefined()
    return answer.body.result
  }
  return { call, ok }
}
