/**
 * Sign-In with Ethereum (EIP-4361): the nonces the server issues, each good for one signed
 * message within 5 minutes. A nonce is marked used (not deleted) so a replay can be told apart
 * from a nonce we never issued; rows are purged a day after they expire.
 *
 * The wallet an account signs in with is `users.wallet_address` (0002, unique). Addresses are
 * stored lower-cased, so the unique index cannot hold one wallet twice in two spellings.
 */
import { sqlMigration } from './migration'

/** Creates `siwe_nonces`; requires `users.wallet_address` to be lower case. */
export const migration0008Siwe = sqlMigration('0008_siwe', [
  `create table siwe_nonces (
    nonce text primary key,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index siwe_nonces_expires_at_idx on siwe_nonces (expires_at)`,
  `update users set wallet_address = lower(wallet_address) where wallet_address <> lower(wallet_address)`,
  `alter table users add constraint users_wallet_address_lower check (wallet_address = lower(wallet_address))`,
])
