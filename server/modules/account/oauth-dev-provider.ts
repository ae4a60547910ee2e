/**
 * `HUBDECK_OAUTH_DEV=1` (development only): an embedded OpenID provider, so OAuth login and
 * binding can be tried without registering a client anywhere. It is the tests' provider
 * (`test-support/oidc-provider.ts`: `oidc-provider`, a dev dependency, loaded only here and only
 * when asked for) on a free loopback port, offered as provider `dev`. Any login works; the login
 * is the identity's subject, so the same login finds the same account after a restart.
 */
import { randomBytes } from 'node:crypto'
import type { OauthProviderSettings } from '../../config'
import { oauthRedirectUri } from './oauth-client'

/** A running dev provider and its settings. */
export interface DevOauthProvider {
  settings: OauthProviderSettings
  close(): Promise<void>
}

/** Starts the dev provider for an app served at `publicUrl`. */
export async function startDevOauthProvider(publicUrl: string): Promise<DevOauthProvider> {
  const { startTestOidcProvider } = await import('../../test-support/oidc-provider')
  const provider = await startTestOidcProvider({
    redirectUris: [oauthRedirectUri(publicUrl, 'dev', 'login'), oauthRedirectUri(publicUrl, 'dev', 'bind')],
    clientId: 'hubdeck-dev',
    clientSecret: randomBytes(24).toString('base64url'),
  })
  return {
    settings: {
      id: 'dev',
      name: 'Dev provider',
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    },
    close: () => provider.close(),
  }
}
