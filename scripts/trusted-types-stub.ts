/**
 * For the tests of the build's head scripts: a `trustedTypes` global whose policies note each
 * script URL they make, and check that the policy refuses a URL not on its list.
 */
import { expect, vi } from 'vitest'

export function stubTrustedTypes(): { policyNames: () => string[]; made: string[] } {
  const made: string[] = []
  const createPolicy = vi.fn((_name: string, policy: { createScriptURL(input: string): string }) => ({
    createScriptURL: (input: string) => {
      made.push(policy.createScriptURL(input))
      expect(() => policy.createScriptURL('/evil.js')).toThrow(TypeError)
      return input
    },
  }))
  vi.stubGlobal('trustedTypes', { createPolicy })
  return { policyNames: () => createPolicy.mock.calls.map(([name]) => name), made }
}
