/**
 * The dev network's test stablecoin: OpenZeppelin 4.9's `ERC20PresetMinterPauser`, from the
 * package's build artifact (ABI and bytecode; no Solidity compiler here). That preset's
 * `decimals()` is a constant 18, and USDT and USDC have 6, which is what deposit amounts must be
 * tested with. Its runtime code holds that 18 as exactly one `PUSH1 0x12` (`6012`, inside
 * `mload(0x40) 18 mstore`, the inlined `decimals()` answer); `sixDecimalBytecode` turns it into
 * `PUSH1 0x06`. Same length, so no jump moves. `devnet.ts` asks the deployed contract for its
 * decimals and refuses to start unless it answers 6.
 */
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

interface Artifact {
  abi: Abi
  bytecode: Hex
}

const artifact = createRequire(import.meta.url)(
  '@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json',
) as Artifact

/** The preset's ABI: constructor(name, symbol), mint(to, amount), decimals(), Transfer… */
export const testTokenAbi = artifact.abi

/** The preset's creation code with `decimals()` answering 6. */
export function sixDecimalBytecode(): Hex {
  const code = artifact.bytecode
  const at = code.indexOf('6012')
  if (at < 0 || at % 2 !== 0 || code.indexOf('6012', at + 1) >= 0) {
    throw new Error('ERC20PresetMinterPauser: expected exactly one PUSH1 18 in its bytecode')
  }
  return `${code.slice(0, at)}6006${code.slice(at + 4)}` as Hex
}
