/** The coin picker's options: each coin once, in the server's order, and the networks it is offered on. */
import type { Coin } from '../../../../contract/methods/wallet'

export function coinSymbols(coins: readonly Coin[]): string[] {
  return [...new Set(coins.map((coin) => coin.coin))]
}

export function networksOf(coins: readonly Coin[], symbol: string): Coin[] {
  return coins.filter((coin) => coin.coin === symbol)
}
