/**
 * Crypto deposits end to end on the server's in-process chain: real ERC-20 transfers, mined in
 * real blocks, seen by the watcher and credited through the ledger. Fast blocks (100 ms); where
 * a test needs to see each block, it pauses the miner and mines by hand.
 */
import { encodeFunctionData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../../app'
import { rpcAsAccount, signedInAccount, type TestAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { createTestServer, type TestServer } from '../../../test-support/test-server'
import { walletIdOf } from '../ledger'
import { depositCredits, depositsOfWallet, mine, mineTo, pauseMining, resumeMining, until } from './chain-test-helpers'
import { readCursor, saveCursor } from './chain-cursor'
import { settleOpenDeposits } from './deposit-settlement'
import { startDepositWatcher } from './deposit-watcher'
import type { Devnet } from './devnet'
import {
  DEVNET_FUNDER,
  DEVNET_ID,
  DEVNET_USDC,
  DEVNET_USDT,
  devnetDepositSettings,
  devnetNetwork,
} from './devnet-network'
import { testTokenAbi } from './devnet-token'
import { REORG_FAILURE } from './reorg-failure'
import { scanTransfers } from './transfer-scan'

const settings = devnetDepositSettings({ blockTimeMs: 100, requiredConfirmations: 3 })

describe.each(testEngines())('crypto deposits on the dev chain, on %s', (engine) => {
  let server: TestServer
  let devnet: Devnet
  const { call, ok } = rpcAsAccount(() => server)

  beforeAll(async () => {
    server = await createTestServer(engine, { deposits: settings })
    await server.app.ready()
    devnet = await server.app.cryptoDeposits!.devnet()
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  const db = () => server.database.kysely
  const walletOf = (account: TestAccount) => walletIdOf(db(), { userId: account.userId })
  const balanceOf = async (account: TestAccount) =>
    (await ok(account, 'hub_getUserWalletOverview', {})).amount as string
  const addressOf = async (account: TestAccount, coin = 'USDT') =>
    (await ok(account, 'hub_getDepositAddress', { coin, networkId: DEVNET_ID })).address as `0x${string}`
  const send = async (address: string, amount: string, coin = 'USDT') =>
    (await call(account0(), 'dev_sendTestTokens', { address, coin, networkId: DEVNET_ID, amount })).body.result
      .txHash as `0x${string}`
  let anyone: TestAccount | undefined
  const account0 = () => anyone!

  it('lists test USDT and USDC on Hubdeck Devnet, at 1.00 USD', async () => {
    anyone = await signedInAccount(server, 'anyone')
    expect(await ok(anyone, 'hub_getWalletCoinList', {})).toEqual([
      expect.objectContaining({
        coin: 'USDT',
        networkId: DEVNET_ID,
        networkName: 'Hubdeck Devnet',
        decimals: 6,
        contractAddress: DEVNET_USDT,
        minDeposit: '1',
        confirmations: 3,
        usdRate: '1.00',
      }),
      expect.objectContaining({ coin: 'USDC', networkId: DEVNET_ID, decimals: 6, contractAddress: DEVNET_USDC }),
    ])
  })

  it('gives a wallet one address, derived at its wallet id and kept', async () => {
    const account = await signedInAccount(server, 'address')
    const first = await ok(account, 'hub_getDepositAddress', { coin: 'usdt', networkId: DEVNET_ID })
    expect(first).toMatchObject({ coin: 'USDT', networkId: DEVNET_ID, memo: null })
    expect(first.address).toBe(await server.app.cryptoDeposits!.deriveAddress(await walletOf(account)))
    expect(await ok(account, 'hub_getDepositAddress', { coin: 'USDT', networkId: DEVNET_ID })).toEqual(first)
    const usdc = await ok(account, 'hub_getDepositAddress', { coin: 'USDC', networkId: DEVNET_ID })
    expect(usdc.address).toBe(first.address)
    expect(await ok(account, 'hub_getDepositAddressList', {})).toEqual([first, usdc])
  })

  it('refuses a coin or network it does not offer, in English and Chinese', async () => {
    const account = await signedInAccount(server, 'unknown')
    for (const params of [
      { coin: 'DAI', networkId: DEVNET_ID },
      { coin: 'USDT', networkId: 'ethereum-mainnet' },
    ]) {
      const { error } = (await call(account, 'hub_getDepositAddress', params)).body
      expect(error).toMatchObject({ code: 10422, data: { reason: 'unknown_coin' } })
      expect(error.message).toMatch(/cannot be deposited/)
      expect(error.messageZh).toMatch(/不支持/)
    }
    expect(await ok(account, 'hub_getDepositAddressList', {})).toEqual([])
  })

  it('shows a transfer as confirming with growing confirmations, then credits the balance once', async () => {
    const account = await signedInAccount(server, 'payer')
    const address = await addressOf(account)
    await pauseMining(devnet)
    try {
      const txHash = await send(address, '25.5')
      for (const confirmations of [1, 2]) {
        await mine(devnet)
        const [pending] = await until(async () => {
          const list = await ok(account, 'hub_getWalletDepositPending', {})
          return list[0]?.confirmations === confirmations && list
        }, `${confirmations} confirmation(s)`)
        expect(pending).toMatchObject({
          status: 'confirming',
          coin: 'USDT',
          coinAmount: expect.stringMatching(/^25\.50*$/),
          usdAmount: '25.50',
          txHash,
          requiredConfirmations: 3,
        })
        expect(await balanceOf(account)).toBe('0.00')
      }
      await mine(devnet)
      await until(async () => (await balanceOf(account)) === '25.50', 'the credit')
    } finally {
      await resumeMining(devnet)
    }
    expect(await ok(account, 'hub_getWalletDepositPending', {})).toEqual([])
    await mine(devnet, 5)
    expect(await depositCredits(db(), await walletOf(account))).toBe(1)
    expect(await balanceOf(account)).toBe('25.50')
    const [notice] = (await ok(account, 'hub_getUserMessages', { cursor: 0, perPage: 5 })).list
    expect(notice).toMatchObject({ type: 'deposit', expand: { coin: 'USDT', usdAmount: '25.50' } })
  })

  it('a re-scan from an earlier cursor and a second watcher credit nothing more', async () => {
    const account = await signedInAccount(server, 'rescan')
    const walletId = await walletOf(account)
    await send(await addressOf(account), '10')
    await until(async () => (await balanceOf(account)) === '10.00', 'the credit')

    const network = settings.networks[0]!
    const head = await devnet.client.getBlockNumber()
    expect(await scanTransfers(db(), devnet.client, network, { from: 0n, to: head }, head)).toBeGreaterThan(0)
    expect(await settleOpenDeposits(db(), devnet.client, network, head)).toEqual({ credited: 0, dropped: 0 })

    // A second watcher, as after a restart or on another instance, scanning again from block 0.
    const { client, scannedFrom } = recordingScans(devnet.client)
    const second = startDepositWatcher({ db: db(), client, network, log: server.app.log, freshChain: true })
    await until(async () => scannedFrom.includes(0n) && scannedFrom.length >= 3, 'the second watcher to scan from 0')
    await second.stop()

    expect(await depositsOfWallet(db(), walletId)).toEqual([
      expect.objectContaining({ status: 'succeeded', usd_amount: '10.00' }),
    ])
    expect(await depositCredits(db(), walletId)).toBe(1)
    expect(await balanceOf(account)).toBe('10.00')
  })

  it('a watcher on a chain begun anew scans it from the start, whatever cursor another watcher saves meanwhile', async () => {
    const network = settings.networks[0]!
    await mine(devnet)
    const head = await devnet.client.getBlockNumber()
    // The other watcher (the server's own) saves its cursor at the head right after this one has
    // forgotten the old cursor: between its forget and its first look at the chain.
    let interleaved = false
    const { client, scannedFrom } = recordingScans(devnet.client, async () => {
      if (interleaved) return
      interleaved = true
      await saveCursor(db(), network.id, head)
    })
    const watcher = startDepositWatcher({ db: db(), client, network, log: server.app.log, freshChain: true })
    try {
      await until(async () => scannedFrom.length > 0, 'the first scan')
      expect(scannedFrom[0]).toBe(network.startBlock ?? 0n)
    } finally {
      await watcher.stop()
    }
  })

  it('never credits a transfer that a re-org shallower than the depth dropped', async () => {
    const account = await signedInAccount(server, 'reorg')
    const walletId = await walletOf(account)
    const address = await addressOf(account)
    await pauseMining(devnet)
    try {
      const snapshot = await devnet.provider.request({ method: 'evm_snapshot', params: [] })
      const txHash = await send(address, '40')
      await mine(devnet)
      await until(
        async () => (await depositsOfWallet(db(), walletId))[0]?.status === 'confirming',
        'the transfer to be seen',
      )
      await devnet.provider.request({ method: 'evm_revert', params: [snapshot] })
      await mine(devnet, 6)
      expect(await devnet.client.getTransactionReceipt({ hash: txHash }).catch(() => null)).toBeNull()
      const [dropped] = await until(async () => {
        const rows = await depositsOfWallet(db(), walletId)
        return rows[0]?.status === 'failed' && rows
      }, 'the re-org to drop the deposit')
      expect(dropped).toMatchObject({ tx_hash: txHash, failure_reason: REORG_FAILURE })
    } finally {
      await resumeMining(devnet)
    }
    await mine(devnet, 5)
    expect(await depositCredits(db(), walletId)).toBe(0)
    expect(await balanceOf(account)).toBe('0.00')
  })

  it('credits once a dropped transfer that is mined again after the re-org', async () => {
    const account = await signedInAccount(server, 'remined')
    const walletId = await walletOf(account)
    const address = await addressOf(account)
    await pauseMining(devnet)
    try {
      // One signed transaction, sent before and after the re-org: the same hash in two blocks.
      const raw = (await devnet.provider.request({
        method: 'eth_signTransaction',
        params: [
          {
            from: DEVNET_FUNDER,
            to: DEVNET_USDT,
            gas: '0x30d40',
            gasPrice: '0x77359400', // 2 gwei: ganache signs no EIP-1559 fee of its own
            data: encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [address, 6_000_000n] }),
          },
        ],
      })) as `0x${string}`
      const snapshot = await devnet.provider.request({ method: 'evm_snapshot', params: [] })
      const txHash = await devnet.client.sendRawTransaction({ serializedTransaction: raw })
      await mine(devnet)
      const [first] = await until(async () => {
        const rows = await depositsOfWallet(db(), walletId)
        return rows[0]?.status === 'confirming' && rows
      }, 'the transfer to be seen')
      const { blockNumber } = await devnet.client.getTransactionReceipt({ hash: txHash })
      await devnet.provider.request({ method: 'evm_revert', params: [snapshot] })
      // Another block at the transfer's height: until then the chain cannot show it is gone.
      await mineTo(devnet, blockNumber)
      await until(async () => (await depositsOfWallet(db(), walletId))[0]?.status === 'failed', 'the re-org to drop it')

      expect(await devnet.client.sendRawTransaction({ serializedTransaction: raw })).toBe(txHash)
      await mine(devnet)
      await until(
        async () => (await depositsOfWallet(db(), walletId))[0]?.status === 'confirming',
        'the transfer to be back',
      )
      await mine(devnet, 3)
      await until(async () => (await balanceOf(account)) === '6.00', 'the credit')
      const rows = await depositsOfWallet(db(), walletId)
      expect(rows).toEqual([
        expect.objectContaining({ id: first!.id, status: 'succeeded', tx_hash: txHash, failure_reason: null }),
      ])
    } finally {
      await resumeMining(devnet)
    }
    await mine(devnet, 5)
    expect(await depositCredits(db(), walletId)).toBe(1)
  })

  it('drops nothing on a block the node cannot show, and brings a wrongly dropped transfer back', async () => {
    const account = await signedInAccount(server, 'unseen')
    const walletId = await walletOf(account)
    const network = settings.networks[0]!
    await pauseMining(devnet)
    try {
      const txHash = await send(await addressOf(account), '7')
      await mine(devnet)
      await until(
        async () => (await depositsOfWallet(db(), walletId))[0]?.status === 'confirming',
        'the transfer to be seen',
      )
      const { blockNumber } = await devnet.client.getTransactionReceipt({ hash: txHash })
      // A node behind a load balancer: its head is a block older, or it has not the block yet.
      const lagging = new Proxy(devnet.client, {
        get(target, key, receiver) {
          if (key !== 'getBlock') return Reflect.get(target, key, receiver)
          return () => Promise.reject(new Error('block not found'))
        },
      })
      expect(await settleOpenDeposits(db(), devnet.client, network, blockNumber - 1n)).toEqual({
        credited: 0,
        dropped: 0,
      })
      expect(await settleOpenDeposits(db(), lagging, network, blockNumber)).toEqual({ credited: 0, dropped: 0 })
      expect((await depositsOfWallet(db(), walletId))[0]).toMatchObject({ status: 'confirming', failure_reason: null })

      // A drop made on such a passing view: the next scan that finds the transfer undoes it.
      await db()
        .updateTable('deposits')
        .set({ status: 'failed', failure_reason: REORG_FAILURE })
        .where('wallet_id', '=', walletId)
        .execute()
      const head = await devnet.client.getBlockNumber()
      await scanTransfers(db(), devnet.client, network, { from: blockNumber, to: blockNumber }, head)
      expect((await depositsOfWallet(db(), walletId))[0]).toMatchObject({ status: 'confirming', failure_reason: null })
      await mine(devnet, 2)
      await until(async () => (await balanceOf(account)) === '7.00', 'the credit')
    } finally {
      await resumeMining(devnet)
    }
    await mine(devnet, 5)
    expect(await depositCredits(db(), walletId)).toBe(1)
  })

  it('records a transfer under the minimum as failed and never credits it', async () => {
    const account = await signedInAccount(server, 'small')
    const walletId = await walletOf(account)
    const txHash = await send(await addressOf(account), '0.5')
    const [row] = await until(async () => {
      const rows = await depositsOfWallet(db(), walletId)
      return rows.length > 0 && rows
    }, 'the small transfer to be recorded')
    expect(row).toMatchObject({
      status: 'failed',
      tx_hash: txHash,
      usd_amount: '0.50',
      failure_reason: expect.stringMatching(/minimum deposit of 1 USDT/),
    })
    await mine(devnet, 5)
    expect(await depositCredits(db(), walletId)).toBe(0)
    expect(await balanceOf(account)).toBe('0.00')
  })

  it("pays a transfer to another account's address into that account's wallet only", async () => {
    const alice = await signedInAccount(server, 'alice')
    const bob = await signedInAccount(server, 'bob')
    const aliceAddress = await addressOf(alice)
    const bobAddress = await addressOf(bob, 'USDC')
    expect(bobAddress).not.toBe(aliceAddress)
    await send(bobAddress, '12.345678', 'USDC')
    await until(async () => (await balanceOf(bob)) === '12.34', "bob's credit")
    expect(await balanceOf(alice)).toBe('0.00')
    expect(await depositsOfWallet(db(), await walletOf(alice))).toEqual([])
  })

  it("in team context gives the team wallet's address, and a transfer to it credits the team", async () => {
    const owner = await signedInAccount(server, 'team-owner')
    const { teamId } = await ok(owner, 'hub_createTeam', { name: 'Deposit team' })
    const inTeam = { 'team-id': String(teamId) }
    const personal = await addressOf(owner)
    const team = await ok(owner, 'hub_getDepositAddress', { coin: 'USDT', networkId: DEVNET_ID }, inTeam)
    expect(team.address).toBe(await server.app.cryptoDeposits!.deriveAddress(await walletIdOf(db(), { teamId })))
    expect(team.address).not.toBe(personal)
    await send(team.address, '3')
    await until(
      async () => (await ok(owner, 'hub_getUserWalletOverview', {}, inTeam)).amount === '3.00',
      'the team credit',
    )
    expect(await balanceOf(owner)).toBe('0.00')
  })

  it('dev_sendTestTokens refuses a network that is not the in-process chain', async () => {
    const account = await signedInAccount(server, 'refused')
    const answer = await call(account, 'dev_sendTestTokens', {
      address: await addressOf(account),
      coin: 'USDT',
      networkId: 'ethereum-mainnet',
      amount: '1',
    })
    expect(answer.body.error).toMatchObject({ code: 10422, data: { reason: 'unknown_coin' } })
  })

  it('after a restart on a chain begun anew, credits nothing twice and keeps crediting', async () => {
    const account = await signedInAccount(server, 'restart')
    const walletId = await walletOf(account)
    const address = await addressOf(account)
    await send(address, '7')
    await until(async () => (await balanceOf(account)) === '7.00', 'the first credit')
    await server.app.cryptoDeposits!.stop()

    const restarted = await buildServer({ db: server.database, production: false, deposits: settings })
    try {
      await restarted.ready()
      const chain = await restarted.cryptoDeposits!.devnet()
      expect(chain.fresh).toBe(true)
      await until(async () => {
        const cursor = await readCursor(db(), DEVNET_ID)
        return cursor !== null && cursor <= (await chain.client.getBlockNumber()) && cursor > 0n
      }, 'the watcher to scan the new chain')
      expect(await depositCredits(db(), walletId)).toBe(1)
      await chain.mint(DEVNET_USDT, address, 3_000_000n)
      await until(async () => (await depositCredits(db(), walletId)) === 2, 'the credit on the new chain')
      expect(await balanceOf(account)).toBe('10.00')
    } finally {
      await restarted.close()
    }
  })
})

describe('the dev network', () => {
  it('answers the same defaults as the issue asks: chain 1337, 3 confirmations, a block every 2 s', () => {
    expect(devnetNetwork()).toMatchObject({
      id: DEVNET_ID,
      name: 'Hubdeck Devnet',
      evmChainId: 1337,
      requiredConfirmations: 3,
      blockTimeMs: 2_000,
    })
  })
})

/**
 * `client` with the first block of every log scan recorded; `beforeHead` runs before each read
 * of the head (a test's chance to act between a watcher's steps).
 */
function recordingScans(client: Devnet['client'], beforeHead?: () => Promise<void>) {
  const scannedFrom: bigint[] = []
  const recording = new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'getBlockNumber' && beforeHead)
        return async () => {
          await beforeHead()
          return target.getBlockNumber()
        }
      if (key === 'getLogs')
        return (args: Parameters<typeof target.getLogs>[0]) => {
          scannedFrom.push(args?.fromBlock as bigint)
          return target.getLogs(args)
        }
      return Reflect.get(target, key, receiver)
    },
  })
  return { client: recording, scannedFrom }
}
