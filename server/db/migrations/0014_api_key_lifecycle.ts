/**
 * Rotating and freezing API keys (issue 7, "Beyond the seed").
 *
 * - Rotation gives a key a new `secret` and keeps the old one in `previous_secret` until
 *   `previous_secret_valid_until` (exclusive), so clients can switch over without an outage.
 *   The gateway looks a key up by either secret, hence the index on `previous_secret`.
 * - `frozen_at` set: the gateway refuses every call with the key until it is unfrozen.
 */
import { sqlMigration } from './migration'

/** Adds rotation and freezing columns to `api_keys`. */
export const migration0014ApiKeyLifecycle = sqlMigration('0014_api_key_lifecycle', [
  `alter table api_keys add column previous_secret text`,
  `alter table api_keys add column previous_secret_valid_until timestamptz`,
  `alter table api_keys add column frozen_at timestamptz`,
  `create index api_keys_previous_secret_idx on api_keys (previous_secret) where previous_secret is not null`,
])
