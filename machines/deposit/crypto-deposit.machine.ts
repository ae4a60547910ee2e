/**
 * A crypto deposit (issue 16 "Deposit machine", /rpc/billings/charge): pick a coin and its
 * network → the account's address for it → waiting for a transfer → the transfer pending with
 * its confirmations (n of m), live → credited. The chain and the ledger are the server's: the
 * machine only asks (`hub_getWalletDepositPending`) and shows. Opening the page with deposits
 * already pending (a reload, another tab) goes straight to them, so the flow resumes from the
 * server's state.
 *
 * While an address shows, pending deposits are read every few seconds (faster while one is
 * confirming) and at once when a `deposit` notice arrives (`deposit.noticed`). A deposit that
 * leaves the pending list has been settled: `settleDeposits` asks the history how, and the
 * machine says credited or not credited. A read that fails leaves what is shown and says the
 * connection is lost until a read works again.
 *
 * Effects, provided by the page (src/features/wallet/deposit/):
 * - `loadCrypto` → the coins on offer and the crypto deposits pending now;
 * - `fetchAddress` (input: coin and network) → the account's address for them;
 * - `loadPending` → the crypto deposits pending now (newest first);
 * - `settleDeposits` (input: the deposits that left the pending list) → how each ended;
 * - `walletChanged`: a deposit was credited; the app reads the balance again.
 * Its types are in crypto-deposit.types.ts.
 */
import { assign, fromPromise, raise, setup } from 'xstate'
import type { Deposit, DepositAddress, PendingDeposit } from '../../contract'
import {
  AWAITING_POLL_MS,
  CONFIRMING_POLL_MS,
  LOST_RETRY_MS,
  type CoinChoice,
  type CryptoDepositContext,
  type CryptoDepositEvent,
  type CryptoDepositTag,
  type CryptoLoad,
} from './crypto-deposit.types'

export const cryptoDepositMachine = setup({
  types: {
    context: {} as CryptoDepositContext,
    events: {} as CryptoDepositEvent,
    tags: {} as CryptoDepositTag,
  },
  actors: {
    loadCrypto: fromPromise<CryptoLoad>(async () => {
      throw new Error('loadCrypto is provided by the app')
    }),
    fetchAddress: fromPromise<DepositAddress, CoinChoice>(async () => {
      throw new Error('fetchAddress is provided by the app')
    }),
    loadPending: fromPromise<PendingDeposit[]>(async () => {
      throw new Error('loadPending is provided by the app')
    }),
    settleDeposits: fromPromise<Deposit[], { deposits: PendingDeposit[] }>(async () => {
      throw new Error('settleDeposits is provided by the app')
    }),
  },
  actions: {
    walletChanged: () => {},
    storePending: assign(({ context, event }) => {
      if (event.type !== 'pending.loaded') return {}
      const left = context.pending.filter((old) => !event.pending.some((now) => now.id === old.id))
      return { pending: event.pending, leaving: [...context.leaving, ...left] }
    }),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    isOffered: ({ context, event }) =>
      event.type === 'coin.choose' &&
      context.coins.some((coin) => coin.coin === event.coin && coin.networkId === event.networkId),
    /** What a `pending.loaded` brings: deposits still pending. */
    bringsPending: ({ event }) => event.type === 'pending.loaded' && event.pending.length > 0,
    /** What a `pending.loaded` brings: a deposit known pending is gone from the list. */
    bringsLeft: ({ context, event }) =>
      event.type === 'pending.loaded' && context.pending.some((old) => !event.pending.some((now) => now.id === old.id)),
  },
  delays: {
    // Timed as the poll rests, before the answer it rests on reaches `pending` (it is raised after).
    pollInterval: ({ context, event }) => {
      const read = (event as { type: string; output?: PendingDeposit[] }).type === 'xstate.done.actor.loadPending'
      const now = read ? ((event as { output?: PendingDeposit[] }).output ?? []) : context.pending
      return now.length > 0 ? CONFIRMING_POLL_MS : AWAITING_POLL_MS
    },
    lostRetry: LOST_RETRY_MS,
  },
}).createMachine({
  id: 'cryptoDeposit',
  context: { coins: [], choice: null, address: null, pending: [], leaving: [], settled: [], lastError: undefined },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCrypto',
        src: 'loadCrypto',
        onDone: [
          {
            // Deposits already on their way (a reload mid-flow): show them at once, with their address.
            guard: ({ event }) => event.output.pending.length > 0,
            target: 'fetchingAddress',
            actions: assign(({ event }) => {
              const [newest] = event.output.pending
              return {
                coins: event.output.coins,
                pending: event.output.pending,
                choice: newest?.coin && newest.networkId ? { coin: newest.coin, networkId: newest.networkId } : null,
              }
            }),
          },
          { target: 'choosing', actions: assign({ coins: ({ event }) => event.output.coins }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ lastError: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { retry: 'loading', 'network.online': 'loading' },
    },
    choosing: {
      tags: ['choosing'],
      on: {
        'coin.choose': {
          guard: 'isOffered',
          target: 'fetchingAddress',
          actions: assign({ choice: ({ event }) => ({ coin: event.coin, networkId: event.networkId }) }),
        },
      },
    },
    fetchingAddress: {
      tags: ['fetchingAddress'],
      invoke: {
        id: 'fetchAddress',
        src: 'fetchAddress',
        input: ({ context }) => context.choice as CoinChoice,
        onDone: { target: 'watching', actions: assign({ address: ({ event }) => event.output }) },
        onError: { target: 'addressFailed', actions: assign({ lastError: ({ event }) => event.error }) },
      },
    },
    addressFailed: {
      tags: ['addressFailed'],
      on: { retry: 'fetchingAddress', 'network.online': 'fetchingAddress', 'coin.change': 'choosing' },
    },
    watching: {
      type: 'parallel',
      tags: ['address'],
      on: {
        // The deposits stay the server's: the next address shown picks them up again.
        'coin.change': { target: 'choosing', actions: assign({ address: null }) },
      },
      states: {
        progress: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'hasPending', target: 'confirming' }, { target: 'awaitingTransfer' }],
            },
            awaitingTransfer: {
              tags: ['awaitingTransfer'],
              on: {
                'pending.loaded': [
                  { guard: 'bringsPending', target: 'confirming', actions: 'storePending' },
                  { actions: 'storePending' },
                ],
              },
            },
            confirming: {
              tags: ['confirming'],
              on: {
                'pending.loaded': [
                  { guard: 'bringsLeft', target: 'settling', actions: 'storePending' },
                  { actions: 'storePending' },
                ],
              },
            },
            settling: {
              tags: ['settling'],
              initial: 'asking',
              on: {
                // Deposits leaving meanwhile join `leaving` and are settled next.
                'pending.loaded': { actions: 'storePending' },
              },
              states: {
                asking: {
                  invoke: {
                    id: 'settleDeposits',
                    src: 'settleDeposits',
                    input: ({ context }) => ({ deposits: context.leaving }),
                    onDone: [
                      {
                        guard: ({ event }) => event.output.some((deposit) => deposit.status === 'succeeded'),
                        target: '#cryptoDeposit.watching.progress.credited',
                        actions: [
                          assign(({ context, event }) => ({
                            settled: event.output,
                            leaving: context.leaving.filter(
                              (left) => !event.output.some((done) => done.id === left.id),
                            ),
                          })),
                          'walletChanged',
                        ],
                      },
                      {
                        target: '#cryptoDeposit.watching.progress.notCredited',
                        actions: assign(({ context, event }) => ({
                          settled: event.output,
                          leaving: context.leaving.filter((left) => !event.output.some((done) => done.id === left.id)),
                        })),
                      },
                    ],
                    onError: { target: 'retrying', actions: assign({ lastError: ({ event }) => event.error }) },
                  },
                },
                retrying: {
                  tags: ['connectionLost'],
                  after: { lostRetry: 'asking' },
                  on: { 'network.online': 'asking' },
                },
              },
            },
            credited: {
              tags: ['credited'],
              on: {
                'deposit.again': 'deciding',
                'pending.loaded': [
                  { guard: 'bringsLeft', target: 'settling', actions: 'storePending' },
                  { actions: 'storePending' },
                ],
              },
            },
            notCredited: {
              tags: ['notCredited'],
              on: {
                'deposit.again': 'deciding',
                'pending.loaded': [
                  { guard: 'bringsLeft', target: 'settling', actions: 'storePending' },
                  { actions: 'storePending' },
                ],
              },
            },
          },
        },
        poll: {
          initial: 'resting',
          states: {
            resting: {
              after: { pollInterval: 'reading' },
              on: { 'deposit.noticed': 'reading' },
            },
            reading: {
              invoke: {
                id: 'loadPending',
                src: 'loadPending',
                onDone: {
                  target: 'resting',
                  actions: raise(({ event }) => ({ type: 'pending.loaded' as const, pending: event.output })),
                },
                onError: { target: 'lost', actions: assign({ lastError: ({ event }) => event.error }) },
              },
            },
            lost: {
              tags: ['connectionLost'],
              after: { lostRetry: 'reading' },
              on: { 'network.online': 'reading', 'deposit.noticed': 'reading' },
            },
          },
        },
      },
    },
  },
})
