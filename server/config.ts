/**
 * The server's settings, read once from the environment. Every variable is listed in
 * `server/README.md`; nothing else in the server reads `process.env`.
 */
import { resolve } from 'node:path'
import { IN_MEMORY } from './db/database'
import { bannerSettings, type BannerSetting } from './modules/system/banners.config'
import { nodeSettings, type NodeSettings } from './modules/nodes/nodes-settings'
import { depositSettings } from './modules/wallet/chain/deposit-config'
import type { DepositSettings } from './modules/wallet/chain/deposit-settings'
import { cardSettings, type CardSettings } from './modules/wallet/cards/card-settings'

/** Endpoint domain when `HUBDECK_RPC_DOMAIN` is not set. */
export const DEFAULT_RPC_DOMAIN = 'hubdeck.dev'

/** Help address when `HUBDECK_SUPPORT_EMAIL` is not set. */
export const DEFAULT_SUPPORT_EMAIL = 'support@hubdeck.dev'

/** The demo login when `HUBDECK_DEMO_EMAIL` / `HUBDECK_DEMO_PASSWORD` are not set. */
export const DEFAULT_DEMO_EMAIL = 'demo@hubdeck.dev'
export const DEFAULT_DEMO_PASSWORD = 'hubdeck-demo'

/** The app's public address when `HUBDECK_PUBLIC_URL` is not set (links in mails point there). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080'

/** The sender of mails when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = 'Hubdeck <no-reply@hubdeck.dev>'

/** Mail settings: SMTP when `smtpUrl` is set, else the dev outbox (server/mail/). */
export interface MailSettings {
  /** `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`); null: mails go to the dev outbox. */
  smtpUrl: string | null
  /** `MAIL_FROM`: the From header. */
  from: string
  /** `HUBDECK_PUBLIC_URL`, without a trailing slash: the origin of links in mails. */
  publicUrl: string
}

/** Everything `main.ts` needs to start the server. */
export interface ServerConfig {
  port: number
  host: string
  /** PostgreSQL when set; otherwise PGlite in `dataDir`. */
  databaseUrl: string | null
  dataDir: string
  /** Absolute path of the built app. */
  staticDir: string
  /** Whether `staticDir` is the default build output, which `npm start` may rebuild. */
  staticDirIsDefault: boolean
  skipBuild: boolean
  rpcDomain: string
  supportEmail: string
  production: boolean
  trustProxy: boolean
  logLevel: string
  /** The demo account seeded into an empty database outside production. */
  demoEmail: string
  demoPassword: string
  /** Web Push signing (`HUBDECK_VAPID_*`). */
  vapid: VapidSettings
  /** Outgoing mail (`SMTP_URL`, `MAIL_FROM`, `HUBDECK_PUBLIC_URL`). */
  mail: MailSettings
  /** OAuth / OpenID Connect providers (`HUBDECK_OAUTH_*`); empty: no OAuth login. */
  oauthProviders: OauthProviderSettings[]
  /** `HUBDECK_OAUTH_DEV=1`: start an embedded OpenID provider and offer it as `dev` (main.ts). */
  oauthDevProvider: boolean
  /** `HUBDECK_GATEWAY_SECRET`: the RPC gateway's credential for `POST /gateway/authorize`; null: route off (503). */
  gatewaySecret: string | null
  /** Crypto deposits (`HUBDECK_DEPOSIT_*`, `HUBDECK_DEVNET*`); null: none. */
  deposits: DepositSettings | null
  /** Card payments (`STRIPE_*`): Stripe when its keys are set, else the sandbox (off in production). */
  cards: CardSettings
  /** `HUBDECK_BANNERS`: banners by configuration (JSON array or a file path); empty: none. */
  banners: BannerSetting[]
  /** Dedicated nodes (`HUBDECK_NODE_*`): the provisioner, its time, the lifecycle job's interval. */
  nodes: NodeSettings
}

/** One OpenID Connect provider users may log in or bind with (`HUBDECK_OAUTH_<ID>_*`). */
export interface OauthProviderSettings {
  /** As listed in `HUBDECK_OAUTH_PROVIDERS`: 1–32 of a–z, 0–9, `_`, `-`. */
  id: string
  /** `_NAME`: shown on the login button; the id when unset. */
  name: string
  /** `_ISSUER`: the issuer identifier; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string
  /** `_CLIENT_ID` and `_CLIENT_SECRET` of this server's (confidential) client at the provider. */
  clientId: string
  clientSecret: string
}

/** VAPID (RFC 8292) settings for Web Push. */
export interface VapidSettings {
  /** The key pair, base64url; null: generated once and kept in the database (modules/push). */
  keys: { publicKey: string; privateKey: string } | null
  /** A `mailto:` or `https:` contact push services may use; null: `mailto:` the support address. */
  subject: string | null
}

/** Reads the settings; relative paths are taken from `root` (the project folder). */
export function loadConfig(env: NodeJS.ProcessEnv, root: string): ServerConfig {
  const dataDir = env.HUBDECK_DATA?.trim() || '.hubdeck/db'
  const staticDir = env.HUBDECK_STATIC_DIR?.trim()
  const resolvedDataDir = dataDir.startsWith(IN_MEMORY) ? dataDir : resolve(root, dataDir)
  const production = env.NODE_ENV === 'production'
  return {
    port: port(env.PORT),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: resolvedDataDir,
    staticDir: resolve(root, staticDir || 'dist'),
    staticDirIsDefault: !staticDir,
    skipBuild: isTrue(env.HUBDECK_SKIP_BUILD),
    rpcDomain: env.HUBDECK_RPC_DOMAIN?.trim() || DEFAULT_RPC_DOMAIN,
    supportEmail: env.HUBDECK_SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL,
    production,
    trustProxy: isTrue(env.HUBDECK_TRUST_PROXY),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    demoEmail: env.HUBDECK_DEMO_EMAIL?.trim() || DEFAULT_DEMO_EMAIL,
    demoPassword: env.HUBDECK_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    vapid: vapidSettings(env),
    mail: mailSettings(env),
    oauthProviders: oauthProviderSettings(env),
    oauthDevProvider: oauthDevProvider(env),
    gatewaySecret: env.HUBDECK_GATEWAY_SECRET?.trim() || null,
    deposits: depositSettings(env, { production, dataDir: resolvedDataDir, root }),
    cards: cardSettings(env, production),
    banners: bannerSettings(env.HUBDECK_BANNERS, root),
    nodes: nodeSettings(env),
  }
}

/**
 * Reads `HUBDECK_OAUTH_DEV`: outside production only, and only instead of configured providers
 * (the dev provider is a stand-in for them, not one more).
 */
export function oauthDevProvider(env: NodeJS.ProcessEnv): boolean {
  if (!isTrue(env.HUBDECK_OAUTH_DEV)) return false
  if (env.NODE_ENV === 'production')
    throw new Error('HUBDECK_OAUTH_DEV is for development only: unset it in production')
  if (env.HUBDECK_OAUTH_PROVIDERS?.trim())
    throw new Error('HUBDECK_OAUTH_DEV stands in for configured providers: unset it or HUBDECK_OAUTH_PROVIDERS')
  return true
}

/**
 * Reads `HUBDECK_OAUTH_PROVIDERS` (`id1,id2`) and, per id, `HUBDECK_OAUTH_<ID>_ISSUER`,
 * `_CLIENT_ID`, `_CLIENT_SECRET` and `_NAME` (`<ID>`: the id upper-cased, `-` as `_`). The issuer
 * must be https, or http on a loopback host (a provider on the same machine, in development).
 */
export function oauthProviderSettings(env: NodeJS.ProcessEnv): OauthProviderSettings[] {
  const ids = (env.HUBDECK_OAUTH_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
  const seen = new Set<string>()
  return ids.map((id) => {
    if (!/^[a-z0-9_-]{1,32}$/.test(id)) {
      throw new Error(`HUBDECK_OAUTH_PROVIDERS: "${id}" is not a provider id (1-32 of a-z, 0-9, _ and -)`)
    }
    const prefix = `HUBDECK_OAUTH_${id.toUpperCase().replace(/-/g, '_')}_`
    if (seen.has(prefix)) throw new Error(`HUBDECK_OAUTH_PROVIDERS: two providers read ${prefix}* variables`)
    seen.add(prefix)
    const read = (name: string): string => {
      const value = env[prefix + name]?.trim()
      if (!value) throw new Error(`${prefix}${name} must be set for the OAuth provider "${id}"`)
      return value
    }
    // Kept exactly: discovery checks it against the provider's own `issuer`, trailing slash and all.
    const issuer = read('ISSUER')
    let url: URL
    try {
      url = new URL(issuer)
    } catch {
      throw new Error(`${prefix}ISSUER is not a URL: ${issuer}`)
    }
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
    if (!(url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) || url.search || url.hash) {
      throw new Error(`${prefix}ISSUER must be an https URL (http only on localhost), without query: ${issuer}`)
    }
    return {
      id,
      name: env[`${prefix}NAME`]?.trim() || id,
      issuer,
      clientId: read('CLIENT_ID'),
      clientSecret: read('CLIENT_SECRET'),
    }
  })
}

/** Reads `SMTP_URL`, `MAIL_FROM` and `HUBDECK_PUBLIC_URL`. */
export function mailSettings(env: NodeJS.ProcessEnv): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || null
  if (smtpUrl && !/^smtps?:\/\/\S+$/.test(smtpUrl)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL')
  const publicUrl = (env.HUBDECK_PUBLIC_URL?.trim() || DEFAULT_PUBLIC_URL).replace(/\/+$/, '')
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(publicUrl)) {
    throw new Error(`HUBDECK_PUBLIC_URL must be an http(s) URL: ${publicUrl}`)
  }
  return { smtpUrl, from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM, publicUrl }
}

/** Reads `HUBDECK_VAPID_*`: both keys or neither, each of the size P-256 gives it. */
export function vapidSettings(env: NodeJS.ProcessEnv): VapidSettings {
  const publicKey = env.HUBDECK_VAPID_PUBLIC_KEY?.trim()
  const privateKey = env.HUBDECK_VAPID_PRIVATE_KEY?.trim()
  const subject = env.HUBDECK_VAPID_SUBJECT?.trim() || null
  if (subject && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    throw new Error(`HUBDECK_VAPID_SUBJECT must be a mailto: or https: URL: ${subject}`)
  }
  if (!publicKey && !privateKey) return { keys: null, subject }
  if (!publicKey || !privateKey) {
    throw new Error('HUBDECK_VAPID_PUBLIC_KEY and HUBDECK_VAPID_PRIVATE_KEY must be set together')
  }
  if (base64UrlBytes(publicKey) !== 65 || !publicKey.startsWith('B')) {
    throw new Error('HUBDECK_VAPID_PUBLIC_KEY is not a base64url P-256 public key (65 bytes, uncompressed)')
  }
  if (base64UrlBytes(privateKey) !== 32) {
    throw new Error('HUBDECK_VAPID_PRIVATE_KEY is not a base64url P-256 private key (32 bytes)')
  }
  return { keys: { publicKey, privateKey }, subject }
}

/** The decoded length of a base64url string, or -1 when it is not one. */
function base64UrlBytes(value: string): number {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url').length : -1
}

function port(value: string | undefined): number {
  if (!value) return 8080
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`PORT is not a port number: ${value}`)
  return parsed
}

function isTrue(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true'
}
