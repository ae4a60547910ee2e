import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getContractAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { startDevnet } from './devnet'
import {
  DEVNET_FUNDER,
  DEVNET_FUNDER_MNEMONIC,
  DEVNET_USDC,
  DEVNET_USDT,
  devnetNetwork,
  TEST_MNEMONIC,
} from './devnet-network'
import { testTokenAbi } from './devnet-token'

describe('the in-process dev chain', () => {
  const folders: string[] = []
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true })
  })

  it('knows its funder and token addresses before it starts', () => {
    expect(mnemonicToAccount(DEVNET_FUNDER_MNEMONIC).address).toBe(DEVNET_FUNDER)
    expect(getContractAddress({ from: DEVNET_FUNDER, nonce: 0n })).toBe(DEVNET_USDT)
    expect(getContractAddress({ from: DEVNET_FUNDER, nonce: 1n })).toBe(DEVNET_USDC)
    expect(mnemonicToAccount(TEST_MNEMONIC).address).not.toBe(DEVNET_FUNDER)
  })

  it('keeps its blocks, tokens and balances on disk across a restart', async () => {
    const dbPath = join(await mkdtemp(join(tmpdir(), 'hubdeck-devnet-')), 'devnet')
    folders.push(dbPath)
    const network = devnetNetwork({ blockTimeMs: 100 })
    const holder = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 5 }).address
    const balanceOf = (chain: Awaited<ReturnType<typeof startDevnet>>) =>
      chain.client.readContract({ address: DEVNET_USDC, abi: testTokenAbi, functionName: 'balanceOf', args: [holder] })

    const first = await startDevnet(network, dbPath)
    expect(first.fresh).toBe(true)
    const hash = await first.mint(DEVNET_USDC, holder, 2_500_000n)
    await first.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(await balanceOf(first)).toBe(2_500_000n)
    const head = await first.client.getBlockNumber()
    await first.stop()

    const second = await startDevnet(network, dbPath)
    try {
      expect(second.fresh).toBe(false)
      expect(await second.client.getBlockNumber()).toBeGreaterThanOrEqual(head)
      expect(await balanceOf(second)).toBe(2_500_000n)
      expect(
        await second.client.readContract({ address: DEVNET_USDT, abi: testTokenAbi, functionName: 'decimals' }),
      ).toBe(6)
    } finally {
      await second.stop()
    }
  })
})
