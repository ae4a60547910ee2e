import { describe, expect, it } from 'vitest'
import { oauthDevProvider, oauthProviderSettings } from './config'

const google = {
  HUBDECK_OAUTH_PROVIDERS: 'google, my-idp',
  HUBDECK_OAUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
  HUBDECK_OAUTH_GOOGLE_CLIENT_ID: 'id-1',
  HUBDECK_OAUTH_GOOGLE_CLIENT_SECRET: 'secret-1',
  HUBDECK_OAUTH_GOOGLE_NAME: 'Google',
  HUBDECK_OAUTH_MY_IDP_ISSUER: 'http://127.0.0.1:4000/',
  HUBDECK_OAUTH_MY_IDP_CLIENT_ID: 'id-2',
  HUBDECK_OAUTH_MY_IDP_CLIENT_SECRET: 'secret-2',
}

describe('OAuth provider settings (HUBDECK_OAUTH_*)', () => {
  it('reads each listed provider; the name defaults to the id and the issuer is kept exactly', () => {
    expect(oauthProviderSettings(google)).toEqual([
      {
        id: 'google',
        name: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'id-1',
        clientSecret: 'secret-1',
      },
      { id: 'my-idp', name: 'my-idp', issuer: 'http://127.0.0.1:4000/', clientId: 'id-2', clientSecret: 'secret-2' },
    ])
  })

  it('configures none when the list is empty or unset', () => {
    expect(oauthProviderSettings({})).toEqual([])
    expect(oauthProviderSettings({ HUBDECK_OAUTH_PROVIDERS: ' , ' })).toEqual([])
  })

  it.each([
    [{ ...google, HUBDECK_OAUTH_PROVIDERS: 'Google' }, /"Google" is not a provider id/],
    [{ ...google, HUBDECK_OAUTH_PROVIDERS: 'my-idp,my_idp' }, /two providers read HUBDECK_OAUTH_MY_IDP_\*/],
    [{ ...google, HUBDECK_OAUTH_GOOGLE_ISSUER: '' }, /HUBDECK_OAUTH_GOOGLE_ISSUER must be set/],
    [{ ...google, HUBDECK_OAUTH_GOOGLE_CLIENT_SECRET: ' ' }, /HUBDECK_OAUTH_GOOGLE_CLIENT_SECRET must be set/],
    [{ ...google, HUBDECK_OAUTH_GOOGLE_ISSUER: 'accounts.google.com' }, /ISSUER is not a URL/],
    [{ ...google, HUBDECK_OAUTH_GOOGLE_ISSUER: 'http://accounts.google.com' }, /must be an https URL/],
    [{ ...google, HUBDECK_OAUTH_GOOGLE_ISSUER: 'https://accounts.google.com?x=1' }, /must be an https URL/],
  ])('refuses invalid settings with a message naming the variable (%#)', (env, message) => {
    expect(() => oauthProviderSettings(env)).toThrow(message)
  })
})

describe('the embedded dev provider (HUBDECK_OAUTH_DEV)', () => {
  it('is off unless asked for', () => {
    expect(oauthDevProvider({})).toBe(false)
    expect(oauthDevProvider({ HUBDECK_OAUTH_DEV: '1' })).toBe(true)
  })

  it('is refused in production and beside configured providers', () => {
    expect(() => oauthDevProvider({ HUBDECK_OAUTH_DEV: '1', NODE_ENV: 'production' })).toThrow(/development only/)
    expect(() => oauthDevProvider({ ...google, HUBDECK_OAUTH_DEV: 'true' })).toThrow(
      /unset it or HUBDECK_OAUTH_PROVIDERS/,
    )
  })
})
