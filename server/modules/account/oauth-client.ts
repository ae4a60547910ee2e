/**
 * Talking to OpenID Connect providers, through `openid-client` (v6, certified): discovery, the
 * authorization URL (code flow, PKCE S256, state, nonce) and the code exchange with its checks
 * (the ID token's signature, issuer, audience, expiry and nonce; the userinfo's subject).
 *
 * - Discovery is lazy (the first login), cached per provider, and retried on the next call after
 *   a failure, so a provider that was down at start does not need a restart.
 * - Redirect URIs are exact: `${publicUrl}/auth/callback?provider=<id>` for a login and
 *   `${publicUrl}/bind/callback?provider=<id>` for a binding. openid-client derives the token
 *   request's `redirect_uri` from the callback URL without its query, which would drop
 *   `?provider=`; a custom fetch puts the exact URI back (the library's documented remedy).
 * - The app's callback pages pass `code` and `state` only. When the provider sends `iss` in its
 *   redirect (RFC 9207), the expected issuer is filled in: the mix-up defence is that the state
 *   names the provider it was started with, on the server.
 * - Every failure is a 10422 with `data.reason`: `unknown_provider`, `provider_unreachable`,
 *   `provider_refused` (the provider's token endpoint said no: a reused code, a PKCE verifier
 *   that does not match…, its `error` in `data.error`) or `provider_response_invalid`.
 */
import * as client from 'openid-client'
import type { FastifyBaseLogger } from 'fastify'
import type { OauthProviderSettings } from '../../config'
import { businessRule, type HubRpcError } from '../../rpc/errors'

/** Why the browser is sent to the provider. */
export type OauthPurpose = 'login' | 'bind'

/** The app pages a provider sends the browser back to. */
export const OAUTH_CALLBACK_PATHS: Record<OauthPurpose, string> = {
  login: '/auth/callback',
  bind: '/bind/callback',
}

/** Seconds a request to a provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10

/** The exact redirect URI to register at the provider, per purpose. */
export function oauthRedirectUri(publicUrl: string, providerId: string, purpose: OauthPurpose): string {
  return `${publicUrl}${OAUTH_CALLBACK_PATHS[purpose]}?provider=${encodeURIComponent(providerId)}`
}

/** A started flow: where to send the browser, and what the server keeps under the state. */
export interface OauthStart {
  authorizeUrl: string
  state: string
  codeVerifier: string
  nonce: string
}

/** What the provider says about the user, after every check passed. */
export interface OauthClaims {
  subject: string
  email: string | null
  emailVerified: boolean
  preferredUsername: string | null
  name: string | null
}

/** The configured providers, each discovered once. */
export class OauthProviderClients {
  private readonly byId: Map<string, OauthProviderSettings>
  private readonly discovered = new Map<string, Promise<Record<OauthPurpose, client.Configuration>>>()

  constructor(
    providers: readonly OauthProviderSettings[],
    private readonly publicUrl: string,
  ) {
    this.byId = new Map(providers.map((provider) => [provider.id, provider]))
  }

  /** The settings of a configured provider, or 10422 `unknown_provider`. */
  provider(id: string): OauthProviderSettings {
    const provider = this.byId.get(id)
    if (!provider)
      throw businessRule(`Logging in with "${id}" is not offered here`, `本站不支持使用「${id}」登录`, {
        reason: 'unknown_provider',
      })
    return provider
  }

  /** Starts a login or binding: a fresh state, nonce and PKCE verifier, and the provider's URL. */
  async start(providerId: string, purpose: OauthPurpose, log: FastifyBaseLogger): Promise<OauthStart> {
    const config = (await this.configurations(providerId, log))[purpose]
    const codeVerifier = client.randomPKCECodeVerifier()
    const state = client.randomState()
    const nonce = client.randomNonce()
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: oauthRedirectUri(this.publicUrl, providerId, purpose),
      scope: scopesFor(config.serverMetadata().scopes_supported),
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    return { authorizeUrl: url.href, state, codeVerifier, nonce }
  }

  /** Exchanges the code (with the verifier and nonce kept under its state) for checked claims. */
  async exchange(
    providerId: string,
    purpose: OauthPurpose,
    callback: { code: string; state: string },
    kept: { codeVerifier: string; nonce: string },
    log: FastifyBaseLogger,
  ): Promise<OauthClaims> {
    const config = (await this.configurations(providerId, log))[purpose]
    const metadata = config.serverMetadata()
    const currentUrl = new URL(oauthRedirectUri(this.publicUrl, providerId, purpose))
    currentUrl.searchParams.set('code', callback.code)
    currentUrl.searchParams.set('state', callback.state)
    if (metadata.authorization_response_iss_parameter_supported) currentUrl.searchParams.set('iss', metadata.issuer)
    try {
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: kept.codeVerifier,
        expectedState: callback.state,
        expectedNonce: kept.nonce,
        idTokenExpected: true,
      })
      const idToken = tokens.claims()
      if (!idToken) throw new client.ClientError('the provider sent no ID token')
      let claims: Record<string, unknown> = idToken
      // Many providers put only `sub` in the ID token of the code flow: the rest is at userinfo.
      if ((!idToken.email || !idToken.preferred_username) && metadata.userinfo_endpoint) {
        const info = await client.fetchUserInfo(config, tokens.access_token, idToken.sub)
        claims = { ...info, ...Object.fromEntries(Object.entries(idToken).filter(([, value]) => value !== undefined)) }
      }
      return toClaims(idToken.sub, claims)
    } catch (error) {
      throw providerFailure(providerId, error, log)
    }
  }

  /** Both configurations of a provider, from one discovery; a failed discovery is tried again next time. */
  private configurations(id: string, log: FastifyBaseLogger): Promise<Record<OauthPurpose, client.Configuration>> {
    const provider = this.provider(id)
    let pending = this.discovered.get(id)
    if (!pending) {
      pending = this.discover(provider)
      this.discovered.set(id, pending)
      pending.catch(() => this.discovered.delete(id))
    }
    return pending.catch((error: unknown) => {
      throw providerFailure(id, error, log)
    })
  }

  private async discover(provider: OauthProviderSettings): Promise<Record<OauthPurpose, client.Configuration>> {
    const insecure = new URL(provider.issuer).protocol === 'http:'
    const discovered = await client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      undefined,
      {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      },
    )
    const metadata = discovered.serverMetadata()
    const methods = metadata.token_endpoint_auth_methods_supported
    // client_secret_basic is the default of OpenID Connect; post only where basic is not offered.
    const useBasic = !methods || methods.includes('client_secret_basic') || !methods.includes('client_secret_post')
    const configure = (purpose: OauthPurpose): client.Configuration => {
      const config = new client.Configuration(
        metadata,
        provider.clientId,
        { client_secret: provider.clientSecret },
        useBasic ? client.ClientSecretBasic(provider.clientSecret) : client.ClientSecretPost(provider.clientSecret),
      )
      if (insecure) client.allowInsecureRequests(config)
      config.timeout = PROVIDER_TIMEOUT_SECONDS
      const redirectUri = oauthRedirectUri(this.publicUrl, provider.id, purpose)
      config[client.customFetch] = (url, options) => {
        if (options.body instanceof URLSearchParams && options.body.get('grant_type') === 'authorization_code')
          options.body.set('redirect_uri', redirectUri)
        return fetch(url, options as RequestInit)
      }
      return config
    }
    return { login: configure('login'), bind: configure('bind') }
  }
}

/** `openid email profile`, leaving out what the provider says it does not support. */
function scopesFor(supported: string[] | undefined): string {
  return ['openid', 'email', 'profile']
    .filter((scope) => scope === 'openid' || !supported || supported.includes(scope))
    .join(' ')
}

function toClaims(subject: string, claims: Record<string, unknown>): OauthClaims {
  const text = (value: unknown): string | null =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : null
  const email = text(claims.email)
  return {
    subject,
    email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email.toLowerCase() : null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    preferredUsername: text(claims.preferred_username),
    name: text(claims.name),
  }
}

/** A failure of the provider or of its answer, as the 10422 the caller sees; the cause is logged. */
function providerFailure(providerId: string, error: unknown, log: FastifyBaseLogger): HubRpcError {
  if (error instanceof Error && error.name === 'HubRpcError') return error as HubRpcError
  log.warn({ err: error, provider: providerId }, 'OAuth provider step failed')
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError)
    return businessRule(
      'The sign-in provider refused to complete the login, please start again',
      '登录服务商拒绝完成登录，请重新开始',
      { reason: 'provider_refused', error: error.error },
    )
  const name = error instanceof Error ? error.name : ''
  if (error instanceof TypeError || name === 'TimeoutError' || name === 'AbortError')
    return businessRule(
      'The sign-in provider cannot be reached right now, please try again later',
      '暂时无法连接登录服务商，请稍后再试',
      { reason: 'provider_unreachable' },
    )
  return businessRule(
    'The answer of the sign-in provider could not be verified, please start again',
    '无法验证登录服务商的响应，请重新开始',
    { reason: 'provider_response_invalid' },
  )
}
