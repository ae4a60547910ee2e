import { pbkdf2Sync } from 'node:crypto'
import { HDKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { TEST_MNEMONIC } from './devnet-network'
import { createAddressDeriver } from './hd-addresses'

describe('deposit addresses from an HD key', () => {
  it("derives m/44'/60'/0'/0/n of the test mnemonic as every Ethereum wallet does", async () => {
    const derive = createAddressDeriver({ mnemonic: TEST_MNEMONIC })
    expect(await derive(0)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(await derive(1)).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(await derive(2)).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
  })

  it("gives the same addresses from the account's xpub, with no private key", async () => {
    const seed = pbkdf2Sync(TEST_MNEMONIC, 'mnemonic', 2048, 64, 'sha512')
    const xpub = HDKey.fromMasterSeed(seed).derive("m/44'/60'/0'").publicExtendedKey
    const fromXpub = createAddressDeriver({ xpub })
    const fromMnemonic = createAddressDeriver({ mnemonic: TEST_MNEMONIC })
    for (const index of [0, 1, 7, 1_000_000]) expect(await fromXpub(index)).toBe(await fromMnemonic(index))
  })

  it('refuses a mnemonic with a word outside the BIP-39 list', async () => {
    const derive = createAddressDeriver({ mnemonic: 'test test test test test test test test test test test jnuk' })
    await expect(derive(0)).rejects.toThrow(/BIP-39/)
  })
})
