/** Each family's first call, in every language, is sent to the key's URL with a valid JSON body. */
import { describe, expect, it } from 'vitest'
import { chainDialect, type ChainDialect } from '../chain-dialect'
import { buildSnippet, SNIPPET_LANGUAGES } from './snippet-builder'

const url = 'https://ethereum-mainnet.rpc.example/v1/rpc/AbC-123_xyz'
const evm = chainDialect({ id: 'ethereum', family: 'evm' }) as ChainDialect
const solana = chainDialect({ id: 'solana', family: 'solana' }) as ChainDialect
const sui = chainDialect({ id: 'sui', family: 'other' }) as ChainDialect

/** The JSON between `before` and the first `after` that follows it. */
function jsonBetween(text: string, before: string, after: string): unknown {
  const start = text.indexOf(before)
  expect(start).toBeGreaterThanOrEqual(0)
  const from = start + before.length
  return JSON.parse(text.slice(from, text.indexOf(after, from)))
}

const request = (method: string) => ({ jsonrpc: '2.0', id: 1, method, params: [] })

describe.each([
  ['EVM', evm, 'eth_blockNumber'],
  ['Solana', solana, 'getSlot'],
  ['Sui', sui, 'sui_getLatestCheckpointSequenceNumber'],
])('the %s snippets', (_family, dialect, method) => {
  it('cURL posts the first method as JSON to the endpoint', () => {
    const curl = buildSnippet('curl', dialect, url)
    expect(curl.split('\n')[0]).toBe(`curl -X POST '${url}' \\`)
    expect(curl).toContain(`-H 'Content-Type: application/json'`)
    expect(jsonBetween(curl, "-d '", "'")).toEqual(request(method))
  })

  it('Python posts it with requests', () => {
    const python = buildSnippet('python', dialect, url)
    expect(python).toMatch(/^import requests\n/)
    expect(python).toContain(`requests.post(\n    "${url}",`)
    expect(jsonBetween(python, 'json=', ',\n')).toEqual(request(method))
  })

  it('every language names the endpoint URL and the method', () => {
    for (const language of SNIPPET_LANGUAGES) {
      const snippet = buildSnippet(language, dialect, url)
      expect(snippet).toContain(url)
      expect(snippet).toContain(method)
    }
  })
})

describe('the JavaScript snippet', () => {
  it('is fetch with the JSON-RPC body on EVM and Sui', () => {
    for (const [dialect, method] of [
      [evm, 'eth_blockNumber'],
      [sui, 'sui_getLatestCheckpointSequenceNumber'],
    ] as const) {
      const javascript = buildSnippet('javascript', dialect, url)
      expect(javascript).toContain(`await fetch("${url}", {`)
      expect(jsonBetween(javascript, 'JSON.stringify(', '),\n')).toEqual(request(method))
    }
  })

  it('is @solana/web3.js’s Connection on Solana', () => {
    expect(buildSnippet('javascript', solana, url)).toBe(
      [
        `import { Connection } from '@solana/web3.js'`,
        ``,
        `const connection = new Connection("${url}")`,
        `console.log(await connection.getSlot())`,
      ].join('\n'),
    )
  })
})

describe('quoting', () => {
  it('keeps a URL with a quote whole in the shell and in the code', () => {
    const odd = "https://example/v1/rpc/it's"
    expect(buildSnippet('curl', evm, odd).split('\n')[0]).toBe(`curl -X POST 'https://example/v1/rpc/it'\\''s' \\`)
    expect(buildSnippet('python', evm, odd)).toContain(`    ${JSON.stringify(odd)},`)
  })

  it('never shows an EVM method in a Solana or Sui snippet', () => {
    for (const dialect of [solana, sui]) {
      for (const language of SNIPPET_LANGUAGES) expect(buildSnippet(language, dialect, url)).not.toMatch(/eth_/)
    }
  })
})
