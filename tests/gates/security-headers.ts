/**
 * The security-header gate as a pure check: response headers in, what is missing or too weak
 * out. Used by the end-to-end suite on the real server's pages.
 */
export const REQUIRED_CSP_DIRECTIVES = [
  "script-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "require-trusted-types-for 'script'",
]

export function securityHeaderProblems(headers: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  const csp = headers['content-security-policy']
  if (!csp) problems.push('no Content-Security-Policy')
  else {
    for (const directive of REQUIRED_CSP_DIRECTIVES)
      if (!csp.includes(directive)) problems.push(`CSP lacks ${directive}`)
    if (/script-src[^;]*'unsafe-inline'/.test(csp)) problems.push("CSP allows 'unsafe-inline' scripts")
    // A policy list that names nobody, or anybody, leaves Trusted Types without a gatekeeper.
    const policies = /(?:^|;)\s*trusted-types ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? []
    if (policies.length === 0 || policies.includes('*') || policies.includes("'allow-duplicates'"))
      problems.push('CSP lacks a trusted-types list of named policies')
  }
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff')
  if (
    !['strict-origin-when-cross-origin', 'no-referrer', 'same-origin', 'strict-origin'].includes(
      headers['referrer-policy'] ?? '',
    )
  )
    problems.push('Referrer-Policy is not strict')
  return problems
}
