/** Wallet records for tests, as the server would answer them. */
import type { CreditCard } from '../../../contract/methods/cards'
import type { Deposit, PendingDeposit, WalletOverview } from '../../../contract/methods/wallet'
import type { StoredEvent } from '../../store/events'
import type { DepositQuery } from './deposit-query'

export const walletFixture = (overrides: Partial<WalletOverview> = {}): WalletOverview => ({
  amount: '125.50',
  arrears: '0.00',
  currency: 'USD',
  autoRenew: false,
  autoRenewMode: 'none',
  autoRenewSkuId: null,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a package name, as the server sends it
  currentPackage: 'Free',
  packageExpiresAt: null,
  ruBalance: 1_000_000,
  lowBalanceThreshold: '10.00',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
})

export const cryptoDeposit = (id: number, overrides: Partial<Deposit> = {}): Deposit => ({
  id,
  paymentMethod: 'cobo',
  status: 'succeeded',
  usdAmount: '100.00',
  coin: 'USDT',
  networkId: 'hubdeck-devnet',
  coinAmount: '100',
  txHash: `0x${id.toString(16).padStart(64, 'a')}`,
  createdAt: `2026-11-${String(10 + (id % 18)).padStart(2, '0')}T08:00:00.000Z`,
  completedAt: null,
  ...overrides,
})

export const cardDeposit = (id: number, overrides: Partial<Deposit> = {}): Deposit => ({
  ...cryptoDeposit(id),
  paymentMethod: 'stripe',
  usdAmount: '49.00',
  coin: null,
  networkId: null,
  coinAmount: null,
  txHash: null,
  ...overrides,
})

export const pendingCrypto = (id: number, confirmations: number, required = 12): PendingDeposit => ({
  ...cryptoDeposit(id),
  status: 'confirming',
  confirmations,
  requiredConfirmations: required,
  orderId: null,
})

export const pendingCard = (id: number): PendingDeposit => ({
  ...cardDeposit(id),
  status: 'pending',
  confirmations: 0,
  requiredConfirmations: 0,
  orderId: `ord_${id}`,
})

export const cardFixture = (id: string, overrides: Partial<CreditCard> = {}): CreditCard => ({
  id,
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2030,
  holderName: null,
  isDefault: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
})

export const firstPage = (overrides: Partial<DepositQuery> = {}): DepositQuery => ({
  paymentMethod: 'all',
  from: null,
  to: null,
  page: 1,
  perPage: 5,
  ...overrides,
})

/** A stored event as the log holds it, for folding projections directly. */
export function stored<T extends string>(type: T, payload: unknown, at = '2026-11-22T10:00:00.000Z'): StoredEvent {
  return { id: crypto.randomUUID(), type, v: 1, payload, at, origin: 'server', scope: 'u1' }
}
