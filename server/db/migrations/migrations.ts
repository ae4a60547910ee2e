/**
 * Every migration, in order. A static list rather than a folder scan: bundlers and `tsx` see the
 * imports, and a missing file fails the type check instead of silently skipping a step.
 */
import { migration0001System } from './0001_system'
import { migration0002Accounts } from './0002_accounts'
import { migration0003Wallets } from './0003_wallets'
import { migration0004Notices } from './0004_notices'
import { migration0005AccountSecurity } from './0005_account_security'
import { migration0006PushSubscriptions } from './0006_push_subscriptions'
import { migration0007LiveNotices } from './0007_live_notices'
import { migration0008Siwe } from './0008_siwe'
import { migration0009Mail } from './0009_mail'
import { migration0010Teams } from './0010_teams'
import { migration0011Profile } from './0011_profile'
import { migration0012Oauth } from './0012_oauth'
import { migration0013ApiKeys } from './0013_api_keys'
import { migration0014ApiKeyLifecycle } from './0014_api_key_lifecycle'
import { migration0015Packages } from './0015_packages'
import { migration0016CacheSignals } from './0016_cache_signals'
import { migration0017WalletLedger } from './0017_wallet_ledger'
import { migration0018CardSandbox } from './0018_card_sandbox'
import { migration0019OrderFailureCode } from './0019_order_failure_code'
import { migration0020Purchases } from './0020_purchases'
import { migration0022RuSignals } from './0022_ru_signals'
import { migration0023Usage } from './0023_usage'
import { migration0024Support } from './0024_support'
import { migration0025UsageRollups } from './0025_usage_rollups'
import { migration0026TeamRolesLogs } from './0026_team_roles_logs'
import { migration0027TeamInvitations } from './0027_team_invitations'
import { migration0028DedicatedNodes } from './0028_dedicated_nodes'
import type { Migration } from './migration'

/** Append new migrations at the end; never reorder, rename or edit a shipped one. */
export const migrations: readonly Migration[] = [
  migration0001System,
  migration0002Accounts,
  migration0003Wallets,
  migration0004Notices,
  migration0005AccountSecurity,
  migration0006PushSubscriptions,
  migration0007LiveNotices,
  migration0008Siwe,
  migration0009Mail,
  migration0010Teams,
  migration0011Profile,
  migration0012Oauth,
  migration0013ApiKeys,
  migration0014ApiKeyLifecycle,
  migration0015Packages,
  migration0016CacheSignals,
  migration0017WalletLedger,
  migration0018CardSandbox,
  migration0019OrderFailureCode,
  migration0020Purchases,
  migration0022RuSignals,
  migration0023Usage,
  migration0024Support,
  migration0025UsageRollups,
  migration0026TeamRolesLogs,
  migration0027TeamInvitations,
  migration0028DedicatedNodes,
]
