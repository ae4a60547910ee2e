/**
 * The English words a Chinese page still shows (issue 21: "no English left on any page"): the
 * page's visible text, less what is English on purpose — names of chains, coins, standards and
 * products, method names, units — and less the customer's own data (e-mails, URLs, the test
 * account's nickname), which is shown as it was typed.
 */
import type { Page } from '@playwright/test'

/** Words a Chinese page may show in Latin letters: proper nouns, standards, code and units. */
const KEPT_AS_IS = new Set(
  [
    // The product, peers and payment brands.
    'Hubdeck',
    'English',
    'Stripe',
    'Visa',
    'Mastercard',
    'Amex',
    'JCB',
    'Discover',
    'UnionPay',
    'MetaMask',
    'Google',
    'GitHub',
    // Chains, networks, coins and clients.
    'Ethereum',
    'Hoodi',
    'Nova',
    'Fuji',
    'zkSync',
    'Era',
    'Linea',
    'Scroll',
    'Mantle',
    'Sonic',
    'Blaze',
    'Gnosis',
    'Chiado',
    'Beta',
    'Sui',
    'Aptos',
    'Starknet',
    'Celo',
    'Moonbeam',
    'Fantom',
    'Cronos',
    'Blast',
    'Zora',
    'Mode',
    'Ton',
    'Bitcoin',
    'Near',
    'Cosmos',
    'AVAX',
    'MNT',
    'POL',
    'SOL',
    'XDAI',
    'Mainnet',
    'Sepolia',
    'Holesky',
    'Polygon',
    'PoS',
    'Amoy',
    'BNB',
    'Smart',
    'Chain',
    'Arbitrum',
    'One',
    'Optimism',
    'Base',
    'Avalanche',
    'Solana',
    'Tron',
    'Devnet',
    'Testnet',
    'USDT',
    'USDC',
    'ETH',
    'Geth',
    'Reth',
    'Erigon',
    'Nethermind',
    'Nitro',
    'Bor',
    'BSC',
    'ganache',
    'Pimlico',
    'Alchemy',
    'Stackup',
    'Biconomy',
    'Flashbots',
    'Blink',
    'Merkle',
    'MEV',
    'EVM',
    'ERC',
    'TRC',
    'BEP',
    // Protocols, formats and units.
    'API',
    'RPC',
    'JSON',
    'HTTPS',
    'HTTP',
    'WebSocket',
    'WSS',
    'URL',
    'CSV',
    'PDF',
    'PNG',
    'JPEG',
    'WebP',
    'CIDR',
    'IPv',
    'USD',
    'UTC',
    'GMT',
    'RU',
    'GiB',
    'CPU',
    'SSD',
    'NVMe',
    'VAT',
    'GST',
    'TOTP',
    'OAuth',
    'PWA',
  ].map((word) => word.toLowerCase()),
)

/** The visible text's English words on `page`, each once; `ownData` are values the customer typed. */
export async function englishWordsOn(page: Page, ownData: string[] = []): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText)
  let rest = text
  for (const value of ownData) rest = rest.split(value).join(' ')
  // E-mail addresses, URLs and host names are data, not words.
  rest = rest.replace(/\S+@\S+|\b\w+:\/\/\S+|\b[\w-]+(\.[\w-]+)+(\/\S*)?/g, ' ')
  // Whole tokens only: codes, ids and method names (`E52153ADBE32`, `0xab…`, `eth_getLogs`) are not words.
  const tokens = rest.split(/[^A-Za-z0-9_]+/)
  const english = tokens.filter((token) => /^[A-Za-z]{3,}$/.test(token) && !KEPT_AS_IS.has(token.toLowerCase()))
  return [...new Set(english)]
}
