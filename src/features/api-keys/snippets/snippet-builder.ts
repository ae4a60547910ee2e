/**
 * A key's first call on one network, ready to paste (issue 21): the chain family's first method
 * (`chain-dialect.ts`) sent to the key's HTTPS endpoint, in cURL, JavaScript and Python. The
 * JavaScript is what that family's developers write: plain `fetch` for EVM and Sui, whose JSON-RPC
 * needs no library, and `@solana/web3.js`'s Connection for Solana. Pure, so each family's text is
 * tested on its own.
 */
/* eslint-disable lingui/no-unlocalized-strings -- code to paste, the same in every language */
import type { ChainDialect } from '../chain-dialect'

export const SNIPPET_LANGUAGES = ['curl', 'javascript', 'python'] as const
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number]

/** The tabs' names: product names, not translated. */
export const SNIPPET_LANGUAGE_NAMES: Record<SnippetLanguage, string> = {
  curl: 'cURL',
  javascript: 'JavaScript',
  python: 'Python',
}

/** The JSON-RPC request of the dialect's first method, as sent on the wire. */
export function firstCallBody(dialect: ChainDialect): string {
  return JSON.stringify({ jsonrpc: '2.0', id: 1, method: dialect.firstMethod, params: [] })
}

/** The dialect's first call to `url` in `language`. */
export function buildSnippet(language: SnippetLanguage, dialect: ChainDialect, url: string): string {
  const body = firstCallBody(dialect)
  switch (language) {
    case 'curl':
      return lines(
        `curl -X POST ${shellQuoted(url)} \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  -d ${shellQuoted(body)}`,
      )
    case 'javascript':
      return dialect.kind === 'solana' ? solanaWeb3(dialect, url) : fetchCall(body, url)
    case 'python':
      // A JSON object of strings, numbers and an empty list is a Python dict literal as it stands.
      return lines(
        `import requests`,
        ``,
        `response = requests.post(`,
        `    ${JSON.stringify(url)},`,
        `    json=${body},`,
        `    timeout=10,`,
        `)`,
        `print(response.json())`,
      )
  }
}

function fetchCall(body: string, url: string): string {
  return lines(
    `const response = await fetch(${JSON.stringify(url)}, {`,
    `  method: 'POST',`,
    `  headers: { 'Content-Type': 'application/json' },`,
    `  body: JSON.stringify(${body}),`,
    `})`,
    `console.log(await response.json())`,
  )
}

function solanaWeb3(dialect: ChainDialect, url: string): string {
  return lines(
    `import { Connection } from '@solana/web3.js'`,
    ``,
    `const connection = new Connection(${JSON.stringify(url)})`,
    `console.log(await connection.${dialect.firstMethod}())`,
  )
}

/** In single quotes for sh/bash/zsh: a quote inside closes, is escaped and reopens. */
function shellQuoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`
}

function lines(...parts: string[]): string {
  return parts.join('\n')
}
