/**
 * A new account's first call: which network's URL to show (the development network this server
 * answers itself when the catalogue has it, else the first network listed) and the same
 * `eth_blockNumber` call written for curl, JavaScript (fetch) and Python (requests).
 */
/* eslint-disable lingui/no-unlocalized-strings -- code to paste, the same in every language */
import type { Chain, Network } from '../../../contract/methods/system'

/** The network of the reference gateway (server/modules/reports, issue 18). */
export const DEV_NETWORK_ID = 'hubdeck-devnet'

export const SNIPPET_LANGUAGES = ['curl', 'javascript', 'python'] as const
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number]

/** The development network when listed, else the first network of the first chain with one. */
export function firstCallNetwork(chains: readonly Chain[]): Network | null {
  const networks = chains.flatMap((chain) => chain.networks)
  return networks.find((network) => network.id === DEV_NETWORK_ID) ?? networks[0] ?? null
}

const CALL = { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }

/** The call to `url` in `language`, ready to paste. */
export function firstCallSnippet(language: SnippetLanguage, url: string): string {
  const body = JSON.stringify(CALL)
  switch (language) {
    case 'curl':
      return [`curl -X POST '${url}' \\`, `  -H 'Content-Type: application/json' \\`, `  -d '${body}'`].join('\n')
    case 'javascript':
      return [
        `const response = await fetch('${url}', {`,
        `  method: 'POST',`,
        `  headers: { 'Content-Type': 'application/json' },`,
        `  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),`,
        `})`,
        `console.log(await response.json())`,
      ].join('\n')
    case 'python':
      return [
        `import requests`,
        ``,
        `response = requests.post(`,
        `    '${url}',`,
        `    json={'jsonrpc': '2.0', 'id': 1, 'method': 'eth_blockNumber', 'params': []},`,
        `)`,
        `print(response.json())`,
      ].join('\n')
  }
}
