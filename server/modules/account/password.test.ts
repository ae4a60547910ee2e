import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword, OWASP_LOG_N, setPasswordCostForTests, verifyPassword } from './password'

const CLIENT_HASH = 'a3f5c1d2e4b6a8c0d2e4f6a8b0c2d4e6'

describe('password storage', () => {
  // The suites hash at a cheap cost (tests/setup/server.ts); this file checks the real one.
  beforeAll(() => setPasswordCostForTests(OWASP_LOG_N))

  it("stores scrypt at OWASP's parameters (N = 2^17, r = 8, p = 1) with a 16-byte salt, never the hash itself", async () => {
    const stored = await hashPassword(CLIENT_HASH)
    const [scheme, logN, r, p, salt, key] = stored.split('$')
    expect([scheme, logN, r, p]).toEqual(['scrypt', '17', '8', '1'])
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16)
    expect(Buffer.from(key!, 'base64')).toHaveLength(32)
    expect(stored).not.toContain(CLIENT_HASH)
    expect(await hashPassword(CLIENT_HASH)).not.toBe(stored)
  })

  it('verifies the right password and refuses a wrong one, an unknown account and a malformed hash', async () => {
    const stored = await hashPassword(CLIENT_HASH)
    expect(await verifyPassword(CLIENT_HASH, stored)).toBe(true)
    expect(await verifyPassword(CLIENT_HASH.replace('a', 'b'), stored)).toBe(false)
    expect(await verifyPassword(CLIENT_HASH, null)).toBe(false)
    expect(await verifyPassword(CLIENT_HASH, 'md5$whatever')).toBe(false)
  })

  it('still verifies a hash stored at another cost: the stored string names its parameters', async () => {
    setPasswordCostForTests(10)
    const cheaper = await hashPassword(CLIENT_HASH)
    setPasswordCostForTests(OWASP_LOG_N)
    expect(cheaper.split('$')[1]).toBe('10')
    expect(await verifyPassword(CLIENT_HASH, cheaper)).toBe(true)
  })
})
