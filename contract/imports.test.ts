import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(process.cwd(), 'contract')

/** Every non-test source file of the contract, relative to it. */
function sourceFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path.relative(root, full)] : []
  })
}

describe('the contract folder', () => {
  it('imports nothing but valibot and its own files, so app and server can both load it', () => {
    for (const file of sourceFiles()) {
      const text = readFileSync(path.join(root, file), 'utf8')
      const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)].map(
        (match) => match[1] ?? match[2],
      )
      for (const specifier of specifiers) {
        expect(specifier === 'valibot' || specifier?.startsWith('.'), `${file}: ${specifier}`).toBe(true)
      }
    }
  })
})
